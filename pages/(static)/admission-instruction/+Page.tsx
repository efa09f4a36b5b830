import { useData } from '../../../src/hooks/usePageContext'
import { CircularView } from '../../../src/components/admission/CircularView'
import type { Data } from './+data'

export default function Page() {
  const { intake, programmes, stage } = useData<Data>()
  return <CircularView intake={intake} programmes={programmes} stage={stage} />
}
