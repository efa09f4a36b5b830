// A PDF in the page where the browser shows one (desktop browsers); phones keep the link (PdfEmbed.tsx).
import { hook, type Enhancer } from '../../enhance/module'
import { showsPdfInline } from '../../logic/attachments'
import { PDF_EMBED } from './contract'

function init(root: HTMLElement) {
  const placeholder = hook(root, PDF_EMBED, 'placeholder')
  if (!showsPdfInline(root.ownerDocument.defaultView!.navigator)) return
  const frame = root.ownerDocument.createElement('iframe')
  frame.src = placeholder.dataset.src ?? ''
  frame.title = placeholder.dataset.title ?? ''
  frame.className = 'pdf-embed__frame'
  frame.loading = 'lazy'
  placeholder.replaceWith(frame)
}

export const pdfEmbedEnhancer: Enhancer = { contract: PDF_EMBED, init }
