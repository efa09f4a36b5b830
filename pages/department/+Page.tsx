import { useData } from '../../src/hooks/usePageContext'
import { DepartmentPage } from '../../src/components/department/DepartmentPage'
import type { Data } from './+data'

export default function Page() {
  const { department, teachers } = useData<Data>()
  return <DepartmentPage department={department} teachers={teachers} />
}
