import { useData } from '../../src/hooks/usePageContext'
import { FacultyList } from '../../src/components/faculty/FacultyList'
import type { Data } from './+data'

export default function Page() {
  const { list, departments, designations } = useData<Data>()
  return <FacultyList list={list} departments={departments} designations={designations} />
}
