import type { FileRef } from '../domain/types'
import { attachmentKind } from '../logic/attachments'
import { FileDownload } from './FileDownload'
import { PdfEmbed } from './PdfEmbed'

/** An A4 page at 150 dpi: notices are scanned pages; the box is reserved before the image loads. */
const PAGE_WIDTH = 1240
const PAGE_HEIGHT = 1754

/**
 * An image or an embedded PDF (where the browser shows one), by file extension (spec §5); any other file is offered as a
 * download link with its type and size (`size` in bytes when the server measured it). The image is
 * the notice's largest content: loaded at once, in a box of its own size reserved beforehand (no
 * layout shift), the picture fitted inside.
 */
export function Attachment({ file, title, size = null }: { file: FileRef | null; title: string; size?: number | null }) {
  if (!file) return null
  switch (attachmentKind(file.path)) {
    case 'image':
      return <img src={file.url} alt={title} className="img-fluid rounded border attachment-image" width={PAGE_WIDTH} height={PAGE_HEIGHT} fetchPriority="high" />
    case 'pdf':
      return <PdfEmbed url={file.url} title={title} />
    default:
      return <FileDownload file={file} title={title} size={size} />
  }
}
