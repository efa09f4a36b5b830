import type { FileRef } from '../domain/types'
import { attachmentKind } from '../logic/attachments'

/** An image or an embedded PDF, by file extension; anything else is not shown. */
export function Attachment({ file, title }: { file: FileRef | null; title: string }) {
  if (!file) return null
  switch (attachmentKind(file.path)) {
    case 'image':
      return <img src={file.url} alt={title} className="img-fluid rounded border" loading="lazy" />
    case 'pdf':
      return (
        <div>
          <iframe src={file.url} title={title} className="attachment-frame" loading="lazy" />
          <p className="mt-2">
            <a href={file.url} target="_blank" rel="noopener noreferrer">
              Open the PDF
            </a>
          </p>
        </div>
      )
    default:
      return null
  }
}
