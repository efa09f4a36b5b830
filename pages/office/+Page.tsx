import { useData } from '../../src/hooks/usePageContext'
import { OfficePage } from '../../src/components/office/OfficePage'
import type { Data } from './+data'

export default function Page() {
  return <OfficePage office={useData<Data>().office} />
}
