// A detail page's attachments and tables: a PDF shown in the page where the browser can (PdfEmbed), a download's
// size measured with HEAD when the server could not (FileDownload), a wide table's sideways cue only while it
// overflows (programme/ScrollTable).
import { showsPdfInline } from '../logic/attachments'
import { formatFileSize } from '../logic/file-types'
import { all, pageLocale } from './dom'

// A PDF in the page where the browser shows one (desktop browsers); phones keep the link.
if (showsPdfInline(navigator))
  for (const placeholder of all<HTMLElement>('.pdf-embed__placeholder[data-src]')) {
    const frame = document.createElement('iframe')
    frame.src = placeholder.dataset.src ?? ''
    frame.title = placeholder.dataset.title ?? ''
    frame.className = 'pdf-embed__frame'
    frame.loading = 'lazy'
    placeholder.replaceWith(frame)
  }

// A download whose size the server could not measure (a file on the site's own path): HEAD tells it.
for (const details of all<HTMLElement>('.attachment-download__details[data-measure]')) {
  const link = details.parentElement?.querySelector('a')
  if (!link) continue
  fetch(link.href, { method: 'HEAD' })
    .then((res) => {
      const length = Number(res.headers.get('content-length'))
      if (!res.ok || !Number.isSafeInteger(length) || length <= 0) return
      const before = details.textContent ?? ''
      const after = `${before}, ${formatFileSize(length, pageLocale())}`
      details.textContent = after
      // The link's name ends with the details (attachment_downloadOf, in either language).
      const label = link.getAttribute('aria-label') ?? ''
      if (label.endsWith(before)) link.setAttribute('aria-label', label.slice(0, label.length - before.length) + after)
    })
    .catch(() => undefined)
}

// A wide table's "scroll sideways" cue, only while the table is wider than its box.
for (const box of all<HTMLElement>('.scroll-table')) {
  const hint = box.previousElementSibling
  if (!hint?.classList.contains('scroll-table__hint')) continue
  const measure = () => hint.toggleAttribute('data-fits', box.scrollWidth <= box.clientWidth + 1)
  measure()
  new ResizeObserver(measure).observe(box)
}

