// A download whose size the server could not measure (a file on the site's own path): HEAD tells it (FileDownload.tsx).
import { hook, type Enhancer } from '../../enhance/module'
import { pageLocale } from '../../enhance/dom'
import { formatFileSize } from '../../logic/file-types'
import { FILE_DOWNLOAD } from './contract'

function init(root: HTMLElement) {
  const link = hook<HTMLAnchorElement>(root, FILE_DOWNLOAD, 'link')
  const details = hook(root, FILE_DOWNLOAD, 'details')
  fetch(link.href, { method: 'HEAD' })
    .then((res) => {
      const length = Number(res.headers.get('content-length'))
      if (!res.ok || !Number.isSafeInteger(length) || length <= 0) return
      const before = details.textContent ?? ''
      const after = `${before}, ${formatFileSize(length, pageLocale(root.ownerDocument))}`
      details.textContent = after
      // The link's name ends with the details (attachment_downloadOf, in either language).
      const label = link.getAttribute('aria-label') ?? ''
      if (label.endsWith(before)) link.setAttribute('aria-label', label.slice(0, label.length - before.length) + after)
    })
    .catch(() => undefined)
}

export const fileDownloadEnhancer: Enhancer = { contract: FILE_DOWNLOAD, init }
