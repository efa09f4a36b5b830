// The loading notice shown while the next page is on its way: as a link is followed (./links.ts), and while a
// list's filter fetches its results (./live-filter.ts).
import { loadingTextFor, PAGE_LOADING_ID } from '../logic/loading'

/** A fast navigation (a cached page) finishes before this and shows nothing. */
const SHOW_AFTER_MS = 150

let timer: ReturnType<typeof setTimeout> | undefined

export function startPageLoading(pathname: string) {
  clearTimeout(timer)
  document.body.setAttribute('aria-busy', 'true')
  timer = setTimeout(() => {
    const status = document.getElementById(PAGE_LOADING_ID)
    if (!status) return
    status.textContent = loadingTextFor(pathname)
    status.classList.add('is-visible')
  }, SHOW_AFTER_MS)
}

export function endPageLoading() {
  clearTimeout(timer)
  timer = undefined
  document.body.removeAttribute('aria-busy')
  const status = document.getElementById(PAGE_LOADING_ID)
  if (!status) return
  status.classList.remove('is-visible')
  status.textContent = ''
}
