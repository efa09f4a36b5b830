import { DocumentDownloadForm } from '../../../src/components/documents/DocumentDownloadForm'
import { DOCUMENTS } from '../../../src/content/documents'
import { useLocale } from '../../../src/hooks/usePageContext'

export default function Page() {
  return <DocumentDownloadForm document={DOCUMENTS.in(useLocale())['admission-form']} />
}
