import { useData } from '../../../src/hooks/usePageContext'
import { CircularView } from '../../../src/components/admission/deferred'
import type { Data } from './+data'

export default function Page() {
  const { intake, programmes, stage } = useData<Data>()
  return <CircularView intake={intake} programmes={programmes} stage={stage} />
}
