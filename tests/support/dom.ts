// Server HTML as a browser or crawler reads it: parsed by happy-dom, so tests assert elements, attributes and
// text (a selected option, a link's rel and href, a table's headers), not the bytes of one serialisation.
import { Window, type Document, type Element } from 'happy-dom'

/** The page (or fragment) parsed as a document; no script runs and nothing is fetched. */
export function documentOf(html: string): Document {
  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true, disableIframePageLoading: true },
  })
  window.document.write(html)
  return window.document
}

/** The element `selector` matches in `root`; fails the test, naming the selector, if none does. */
export function the(root: Document | Element, selector: string): Element {
  const el = root.querySelector(selector)
  if (!el) throw new Error(`no element matches ${selector}`)
  return el
}

/** The selected option of a <select> (the first, as a browser would, when none is marked): its value and text. */
export function selectedOption(select: Element): { value: string; text: string } {
  const options = [...select.querySelectorAll('option')]
  const option = options.find((o) => o.hasAttribute('selected')) ?? options[0]
  return { value: option?.getAttribute('value') ?? '', text: option?.textContent ?? '' }
}

/** The column headers (<thead> th) of a table, in order. */
export const columnHeaders = (table: Element) => [...table.querySelectorAll('thead th')].map((th) => th.textContent)

/** The links of `root` as [text, href] pairs, in document order. */
export const linksOf = (root: Document | Element, selector = 'a') =>
  [...root.querySelectorAll(selector)].map((a) => [a.textContent, a.getAttribute('href')] as const)
