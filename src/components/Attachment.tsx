import type { FileRef, PictureSize } from '../domain/types'
import { attachmentKind } from '../logic/attachments'
import { FileDownload } from './file-download/FileDownload'
import { usePageContext } from '../hooks/usePageContext'
import { TapToLoad } from './TapToLoad'
import { PdfEmbed } from './pdf-embed/PdfEmbed'

/** A picture whose size the file host did not tell: an A4 page at 150 dpi (notices are mostly scanned pages). */
const A4_PAGE: PictureSize = { width: 1240, height: 1754 }

/**
 * An image or an embedded PDF (where the browser shows one), by file extension (spec §5); any other file is offered as a
 * download link with its type and size (`size` in bytes when the server measured it). The image is
 * the notice's largest content: loaded at once, in a box of the picture's own size (`picture`)
 * reserved beforehand, so nothing moves as it loads.
 */
export function Attachment({
  file,
  title,
  size = null,
  picture = null,
}: {
  file: FileRef | null
  title: string
  size?: number | null
  /** An image's own width and height (read from the file host), which its box takes. */
  picture?: PictureSize | null
}) {
  const { saveData } = usePageContext()
  if (!file) return null
  const box = picture ?? A4_PAGE
  switch (attachmentKind(file.path)) {
    case 'image':
      // Save-Data (server only): behind "Tap to load picture".
      if (saveData)
        return (
          <TapToLoad label={title}>
            <img src={file.url} alt={title} className="img-fluid rounded border attachment-image" width={box.width} height={box.height} loading="lazy" />
          </TapToLoad>
        )
      return <img src={file.url} alt={title} className="img-fluid rounded border attachment-image" width={box.width} height={box.height} fetchPriority="high" />
    case 'pdf':
      return <PdfEmbed url={file.url} title={title} />
    default:
      return <FileDownload file={file} title={title} size={size} />
  }
}
