import type { AttachmentKind } from '../domain/types'

const IMAGE_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'svg'])

/** Decided by file extension: images and PDFs are shown, anything else is not. */
export function attachmentKind(path: string | null | undefined): AttachmentKind {
  const ext = /\.([a-z0-9]+)$/i.exec((path ?? '').split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase()
  if (!ext) return 'none'
  if (IMAGE_EXTENSIONS.has(ext)) return 'image'
  return ext === 'pdf' ? 'pdf' : 'none'
}
