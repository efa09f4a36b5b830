import type { FileRef } from '../../domain/types'
import { usePageContext } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { fileNameOf, fileTypeLabel, formatFileSize } from '../../logic/file-types'
import { hookAttrs, moduleRoot } from '../module'
import { FILE_DOWNLOAD } from './contract'

/**
 * A download link for an attachment that is neither an image nor a PDF: its type and, when known,
 * its size. The server measures files on the configured file host; when it could not, a file under
 * the site's own path (the demo) is measured by the browser with HEAD after load (./enhance.ts).
 */
export function FileDownload({ file, title, size }: { file: FileRef; title: string; size: number | null }) {
  const { locale = 'en' } = usePageContext()
  // A file on the site's own path the server could not measure: the browser does.
  const measure = size === null && file.url.startsWith('/')
  const details = [fileTypeLabel(file.path, locale), size !== null ? formatFileSize(size, locale) : null].filter(Boolean).join(', ')
  return (
    <p {...(measure ? moduleRoot(FILE_DOWNLOAD) : {})} className="attachment-download">
      <a href={file.url} download={fileNameOf(file.path)} className="btn btn-outline-success" aria-label={m.attachment_downloadOf({ title, details }, { locale })} {...hookAttrs(FILE_DOWNLOAD, 'link')}>
        {m.attachment_download({}, { locale })}
      </a>{' '}
      <span className="text-body-secondary small attachment-download__details" {...hookAttrs(FILE_DOWNLOAD, 'details')}>
        {details}
      </span>
    </p>
  )
}
