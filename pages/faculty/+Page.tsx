import { useData } from '../../renderer/usePageContext'
import { FacultyList } from '../../src/components/faculty/FacultyList'
import type { Data } from './+data'

export default function Page() {
  const { teachers, initialQuery } = useData<Data>()
  return <FacultyList teachers={teachers} initialQuery={initialQuery} />
}
