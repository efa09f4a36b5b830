// The page's one script tag (async, a few hundred bytes; renderer/+onRenderHtml.tsx links it on every page but
// Save-Data's). Built to dist/client/sw-register.js; plain DOM, no React.
// - The site's script and its chunks for this page's components (their URLs in this tag's data-site-scripts, the
//   site's script first: src/logic/site-scripts.ts) are fetched side by side once the page has painted: on a slow
//   link their bytes would otherwise share the link with the stylesheet the first paint waits for (25 kbps, 400 ms
//   round trips: the result page and a notice painted at 10.6 s, now 8.4–8.6 s; bench/slow-link.ts). Every control
//   works from the first paint without them (issue 25); the site's script runs on the whole document.
// - The offline-reading service worker (src/offline/worker.ts) is registered once the page has loaded, so it
//   never competes with the page's own requests.
import { SITE_SCRIPTS_ATTRIBUTE } from '../logic/site-scripts'

const [siteScript, ...chunks] = (document.currentScript?.getAttribute(SITE_SCRIPTS_ATTRIBUTE) ?? '').split(' ').filter(Boolean)
if (siteScript) {
  let added = false
  const addSiteScript = () => {
    if (added) return
    added = true
    // The chunks the site's script will import, fetched now rather than once it has been parsed.
    for (const chunk of chunks) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = chunk
      document.head.append(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.src = siteScript
    document.body.append(script)
  }
  // The first paint, as Paint Timing reports it (nothing is rendered while the stylesheet or the footer's start tag
  // is missing); not requestAnimationFrame, which a page's fake clock (tests' page.clock) may hold. A browser
  // without paint entries goes on at once.
  const painted = new Promise<void>((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return resolve()
    const observer = new PerformanceObserver(() => {
      observer.disconnect()
      resolve()
    })
    observer.observe({ type: 'paint', buffered: true })
  })
  const parsed = new Promise<void>((resolve) => {
    if (document.readyState === 'loading') addEventListener('DOMContentLoaded', () => resolve(), { once: true })
    else resolve()
  })
  void Promise.all([painted, parsed]).then(addSiteScript)
  // At the latest with the load event (a page loaded in a background tab paints only once shown).
  addEventListener('load', addSiteScript, { once: true })
}

if ('serviceWorker' in navigator) {
  addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {})
  })
}
