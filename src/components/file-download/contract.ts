// The hooks of a download the browser measures (FileDownload.tsx writes the root only when the server could not).
import { defineContract } from '../module'

export const FILE_DOWNLOAD = defineContract('file-download', {
  link: 'data-download-link',
  /** The file's type and size, also the end of the link's name. */
  details: 'data-download-details',
})
