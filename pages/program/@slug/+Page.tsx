import { useData } from '../../../src/hooks/usePageContext'
import { ProgrammeView } from '../../../src/components/programme/ProgrammeView'
import type { Data } from './+data'

export default function Page() {
  return <ProgrammeView {...useData<Data>()} />
}
