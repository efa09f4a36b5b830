import { useData } from '../../../src/hooks/usePageContext'
import { FacultyProfile } from '../../../src/components/faculty/FacultyProfile'
import type { Data } from './+data'

export default function Page() {
  return <FacultyProfile {...useData<Data>()} />
}
