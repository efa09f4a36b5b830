// The page's one script tag (async, a few hundred bytes; renderer/+onRenderHtml.tsx links it on every page but
// Save-Data's). Built to dist/client/sw-register.js; plain DOM, no React.
// - The site's script (its URL in this tag's data-site-script) is fetched once the page has painted: on a slow
//   link its bytes would otherwise share the link with the stylesheet the first paint waits for (25 kbps, 400 ms
//   round trips: the result page and a notice painted at 10.6 s, now 8.4–8.6 s; bench/slow-link.ts). Every control works from the
//   first paint without it (issue 25); it runs on the whole document, as `defer` ran it.
// - The offline-reading service worker (src/offline/worker.ts) is registered once the page has loaded, so it
//   never competes with the page's own requests.
const siteScript = (document.currentScript as HTMLScriptElement | null)?.dataset.siteScript
if (siteScript) {
  let added = false
  const addSiteScript = () => {
    if (added) return
    added = true
    const script = document.createElement('script')
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
