import { useData } from '../../../renderer/usePageContext'
import { FacultyProfile } from '../../../src/components/faculty/FacultyProfile'
import type { Data } from './+data'

export default function Page() {
  return <FacultyProfile {...useData<Data>()} />
}
