// The PDF viewer's hooks (PdfEmbed.tsx writes them, ./enhance.ts puts the viewer in the placeholder's place).
import { defineContract } from '../module'

export const PDF_EMBED = defineContract('pdf-embed', {
  /** The viewer's placeholder: the PDF's address (`data-src`) and title (`data-title`). */
  placeholder: 'data-pdf-placeholder',
})
