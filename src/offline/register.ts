// Registers the offline-reading service worker (src/offline/worker.ts) once the page has loaded, so it
// never competes with the page's own requests. Built to dist/client/sw-register.js; plain DOM, no React.
if ('serviceWorker' in navigator) {
  addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {})
  })
}
