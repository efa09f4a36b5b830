import { DocumentDownloadForm } from '../../../src/components/documents/DocumentDownloadForm'
import { DOCUMENTS } from '../../../src/content/documents'

export default function Page() {
  return <DocumentDownloadForm document={DOCUMENTS['offer-letter']} />
}
