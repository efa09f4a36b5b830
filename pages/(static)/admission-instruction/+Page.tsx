import { useData } from '../../../src/hooks/usePageContext'
import { CircularView } from '../../../src/components/admission/deferred'
import type { Data } from './+data'

export default function Page() {
  const { programmes, stage } = useData<Data>()
  return <CircularView programmes={programmes} stage={stage} />
}
