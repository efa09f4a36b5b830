import { useData } from '../../../src/hooks/usePageContext'
import { ContactPage } from '../../../src/components/contact/ContactPage'
import type { Data } from './+data'

export default function Page() {
  return <ContactPage formResult={useData<Data>().formResult} />
}
