// The loading text as a link to another page is followed (spec §8), and its end when Back restores this page.
import { endPageLoading, startPageLoading } from './page-loading'

// A link to another page of the site loads it in full: the loading text shows until it arrives (page-loading.ts).
document.addEventListener('click', (e) => {
  const link = e.target instanceof Element ? e.target.closest('a') : null
  if (!link?.href || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return
  if (link.target || link.hasAttribute('download')) return
  const url = new URL(link.href)
  if (url.origin === location.origin && (url.pathname !== location.pathname || url.search !== location.search)) startPageLoading(url.pathname)
})
// Back to this page from the back/forward cache: no longer loading.
addEventListener('pageshow', (e) => e.persisted && endPageLoading())

