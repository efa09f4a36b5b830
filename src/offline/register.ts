// Registers the offline-reading service worker (src/offline/worker.ts) once the page has loaded, so it
// never competes with the page's own requests. Built to dist/client/sw-register.js; plain DOM, no React.
if ('serviceWorker' in navigator) {
  /** Tells the worker the site's assets this page loaded, which it fetched before the worker controlled it. */
  const report = () =>
    navigator.serviceWorker.controller?.postMessage({
      type: 'loaded-assets',
      urls: performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.startsWith(`${location.origin}/assets/`)),
    })
  addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {})
  })
  // Once a worker controls the page, and as the page is left (chunks loaded on idle count too).
  navigator.serviceWorker.addEventListener('controllerchange', report)
  addEventListener('pagehide', report)
}
