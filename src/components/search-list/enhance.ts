// A list's search form that filters as the visitor types (SearchListPage.tsx with `live`): after a pause in typing
// (at once for a select, and on Enter) its fields become the page's URL, whose HTML is fetched and whose results
// region (list, empty or error text, pager) and head replace this one's, and the site's script starts the components
// in the new region (CONTENT_ADDED_EVENT); the history entry is replaced, not added, and the form, its focus and the scroll stay as they are; the
// language switch follows the view. Without this script the form is a plain GET.
import { LANGUAGE_SWITCH_SELECTOR } from '../frame/language-switch-hook'
import { all } from '../../enhance/dom'
import { CONTENT_ADDED_EVENT, hook, hooksAll, type Enhancer } from '../../enhance/module'
import { endPageLoading, startPageLoading } from '../../enhance/page-loading'
import { moduleSelector } from '../module'
import { LIVE_FILTER as LF } from './contract'

/** Typing pauses this long before the URL (and the list) follows. */
export const TYPING_PAUSE_MS = 250

/** What of the head follows the view: its neighbours, canonical URL and indexing (src/data/list.ts markView). */
const viewHead = (root: ParentNode) => all('link[rel="prev"],link[rel="next"],link[rel="canonical"],meta[name="robots"],meta[property="og:url"]', root)

function init(root: HTMLElement) {
  const doc = root.ownerDocument
  const { location, history } = doc.defaultView!
  const form = hook<HTMLFormElement>(root, LF, 'form')
  hook(root, LF, 'results')
  let timer: ReturnType<typeof setTimeout> | undefined
  /** The URL last asked for, and its number: only the answer to the newest one is shown. */
  let wanted = location.pathname + location.search
  let asked = 0

  const go = async () => {
    clearTimeout(timer)
    const query = new URLSearchParams()
    for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value.trim()) query.set(name, value.trim())
    const search = query.toString()
    const href = location.pathname + (search ? `?${search}` : '')
    if (href === wanted) return
    wanted = href
    const n = ++asked
    startPageLoading(location.pathname)
    try {
      const res = await fetch(href)
      const html = res.headers.get('content-type')?.startsWith('text/html') ? await res.text() : ''
      if (n !== asked) return
      const next = new DOMParser().parseFromString(html, 'text/html')
      const nextRoot = next.querySelector<HTMLElement>(moduleSelector(LF))
      const results = nextRoot && hooksAll(nextRoot, LF, 'results')[0]
      if (!results) return location.assign(href)
      const swapped = doc.importNode(results, true)
      hook(root, LF, 'results').replaceWith(swapped)
      swapped.dispatchEvent(new CustomEvent(CONTENT_ADDED_EVENT, { bubbles: true }))
      for (const old of viewHead(doc.head)) old.remove()
      doc.head.append(...viewHead(next.head))
      doc.title = next.title
      // The other language's link leads to the same view (the server wrote it for the filtered URL).
      const switches = all<HTMLAnchorElement>(LANGUAGE_SWITCH_SELECTOR, next)
      all<HTMLAnchorElement>(LANGUAGE_SWITCH_SELECTOR, doc).forEach((link, i) => {
        const switchHref = switches[i]?.getAttribute('href')
        if (switchHref) link.setAttribute('href', switchHref)
      })
      history.replaceState(history.state, '', res.redirected ? res.url : href)
      endPageLoading()
    } catch {
      // The loading text stays while the page loads in full.
      if (n === asked) location.assign(href)
    }
  }

  form.addEventListener('input', (e) => {
    const field = e.target as HTMLInputElement
    // A value the URL carried that this field replaces (the notice list's free ?date= when a date select changes).
    for (const stale of hooksAll(form, LF, 'replacedBy')) if (stale.getAttribute(LF.hooks.replacedBy)?.split(' ').includes(field.name)) stale.remove()
    clearTimeout(timer)
    if (field.tagName === 'SELECT') void go()
    else timer = setTimeout(go, TYPING_PAUSE_MS)
  })
  form.addEventListener('submit', (e) => {
    e.preventDefault()
    void go()
  })
  // Changed before this script ran (typed, chosen): follow it as if just changed.
  const changed = [...form.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input:not([type="hidden"]),select')].some((f) =>
    f instanceof HTMLSelectElement ? [...f.options].some((o) => o.selected !== o.defaultSelected) : f.value !== f.defaultValue,
  )
  if (changed) timer = setTimeout(go, TYPING_PAUSE_MS)
}

export const liveFilterEnhancer: Enhancer = { contract: LF, init }
