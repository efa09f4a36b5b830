import { useData } from '../../../src/hooks/usePageContext'
import { CareerDetails } from '../../../src/components/careers/CareerDetails'
import type { Data } from './+data'

export default function Page() {
  return <CareerDetails {...useData<Data>()} />
}
