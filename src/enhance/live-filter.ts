// A list's search form that filters as the visitor types (SearchListPage, `<form data-live="<results id>">`): after a
// pause in typing (at once for a select, and on Enter) its fields become the page's URL, whose HTML is fetched and
// whose results region (list, empty or error text, pager) and head replace this one's; the history entry is
// replaced, not added, and the form, its focus and the scroll stay as they are, as does a part of the results
// marked `data-live-keep` (with an id); the language switch follows the view. Without this script the form is a plain GET.
import { LANGUAGE_SWITCH_SELECTOR } from '../components/frame/language-switch-hook'
import { all } from './dom'
import { endPageLoading, startPageLoading } from './page-loading'

/** Typing pauses this long before the URL (and the list) follows. */
const TYPING_PAUSE_MS = 250

const here = () => location.pathname + location.search
/** What of the head follows the view: its neighbours, canonical URL and indexing (src/data/list.ts markView). */
const viewHead = (root: ParentNode) => all('link[rel="prev"],link[rel="next"],link[rel="canonical"],meta[name="robots"],meta[property="og:url"]', root)

for (const form of all<HTMLFormElement>('form[data-live]')) {
  const id = form.dataset.live ?? ''
  let timer: ReturnType<typeof setTimeout> | undefined
  /** The URL last asked for, and its number: only the answer to the newest one is shown. */
  let wanted = here()
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
      const doc = new DOMParser().parseFromString(html, 'text/html')
      const results = doc.getElementById(id)
      const current = document.getElementById(id)
      if (!results || !current) return location.assign(href)
      // A part holding what the visitor chose (`data-live-keep`, by id: /videos' player) stays as it is.
      for (const kept of all('[data-live-keep]', current)) results.querySelector(`#${kept.id}`)?.replaceWith(kept)
      current.replaceWith(results)
      for (const old of viewHead(document.head)) old.remove()
      document.head.append(...viewHead(doc.head))
      document.title = doc.title
      // The other language's link leads to the same view (the server wrote it for the filtered URL).
      const switches = all<HTMLAnchorElement>(LANGUAGE_SWITCH_SELECTOR, doc)
      all<HTMLAnchorElement>(LANGUAGE_SWITCH_SELECTOR).forEach((link, i) => {
        const href = switches[i]?.getAttribute('href')
        if (href) link.setAttribute('href', href)
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
    for (const stale of all(`[data-replaced-by~="${field.name}"]`, form)) stale.remove()
    clearTimeout(timer)
    if (field.tagName === 'SELECT') void go()
    else timer = setTimeout(go, TYPING_PAUSE_MS)
  })
  form.addEventListener('submit', (e) => {
    e.preventDefault()
    void go()
  })
  // Changed before this script ran (typed, chosen): follow it as if just changed.
  const changed = all<HTMLInputElement | HTMLSelectElement>('input:not([type="hidden"]),select', form).some((f) =>
    f instanceof HTMLSelectElement ? [...f.options].some((o) => o.selected !== o.defaultSelected) : f.value !== f.defaultValue,
  )
  if (changed) timer = setTimeout(go, TYPING_PAUSE_MS)
}
