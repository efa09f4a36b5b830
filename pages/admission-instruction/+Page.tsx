import { useData } from '../../renderer/usePageContext'
import { CircularView } from '../../src/components/admission/CircularView'
import type { Data } from './+data'

export default function Page() {
  return <CircularView programmes={useData<Data>().programmes} />
}
