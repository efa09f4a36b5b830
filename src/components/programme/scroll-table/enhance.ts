// A wide table's "scroll sideways" cue, only while the table is wider than its box (ScrollTable.tsx).
import { hook, type Enhancer } from '../../../enhance/module'
import { SCROLL_TABLE } from './contract'

function init(root: HTMLElement) {
  const hint = hook(root, SCROLL_TABLE, 'hint')
  const box = hook(root, SCROLL_TABLE, 'box')
  const measure = () => hint.toggleAttribute('data-fits', box.scrollWidth <= box.clientWidth + 1)
  measure()
  new (root.ownerDocument.defaultView!.ResizeObserver)(measure).observe(box)
}

export const scrollTableEnhancer: Enhancer = { contract: SCROLL_TABLE, init }
