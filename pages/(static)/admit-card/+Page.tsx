import { DocumentDownloadForm } from '../../../src/components/documents/DocumentDownloadForm'
import { DOCUMENTS as BN_DOCUMENTS } from '../../../src/content/bn/documents'
import { DOCUMENTS } from '../../../src/content/documents'
import { useLocale } from '../../../src/hooks/usePageContext'

export default function Page() {
  return <DocumentDownloadForm document={(useLocale() === 'bn' ? BN_DOCUMENTS : DOCUMENTS)['admit-card']} />
}
