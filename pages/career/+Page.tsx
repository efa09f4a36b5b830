import { useData } from '../../src/hooks/usePageContext'
import { CareerList } from '../../src/components/careers/CareerList'
import type { Data } from './+data'

export default function Page() {
  return <CareerList {...useData<Data>()} />
}
