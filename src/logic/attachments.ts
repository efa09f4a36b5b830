import type { AttachmentKind } from '../domain/types'

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'])

/** Decided by file extension: images and PDFs are shown, anything else is not. */
export function attachmentKind(path: string | null | undefined): AttachmentKind {
  const ext = /\.([a-z0-9]+)$/i.exec((path ?? '').split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase()
  if (!ext) return 'none'
  if (IMAGE_EXTENSIONS.has(ext)) return 'image'
  return ext === 'pdf' ? 'pdf' : 'none'
}

/** What `showsPdfInline` reads of `navigator`. */
export interface PdfViewerHints {
  userAgent: string
  platform?: string
  maxTouchPoints?: number
  pdfViewerEnabled?: boolean
}

/**
 * Whether the browser shows a PDF inside the page. Phone and tablet browsers do not (Chrome on
 * Android shows an empty frame; iPadOS says it is a Mac with a touch screen), nor does a desktop
 * browser whose viewer is turned off. PDFObject's documented rule.
 */
export function showsPdfInline({ userAgent, platform, maxTouchPoints = 0, pdfViewerEnabled }: PdfViewerHints): boolean {
  const handheld = /Mobi|Tablet|Android|iPad|iPhone/.test(userAgent) || (platform === 'MacIntel' && maxTouchPoints > 1)
  return !handheld && pdfViewerEnabled !== false
}
