// The page's one script tag (async, a few hundred bytes; renderer/+onRenderHtml.tsx links it on every page but
// Save-Data's). Built to dist/client/sw-register.js; plain DOM, no React.
// - The site's script (its URL in this tag's data-site-script) is fetched once the page has painted: on a slow
//   link its bytes would otherwise share the link with the stylesheet the first paint waits for (25 kbps, 400 ms
//   round trips: a notice painted at 11.9 s instead of under 10; bench/slow-link.ts). Every control works from the
//   first paint without it (issue 25); it runs on the whole document, as `defer` ran it.
// - The offline-reading service worker (src/offline/worker.ts) is registered once the page has loaded, so it
//   never competes with the page's own requests.
const siteScript = (document.currentScript as HTMLScriptElement | null)?.dataset.siteScript
if (siteScript) {
  // A frame is rendered only once nothing blocks rendering (the stylesheets, the footer's start tag): the first
  // frame after parsing is the first paint, or one after it.
  const afterFirstPaint = () =>
    requestAnimationFrame(() => {
      const script = document.createElement('script')
      script.src = siteScript
      document.body.append(script)
    })
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', afterFirstPaint, { once: true })
  else afterFirstPaint()
}

if ('serviceWorker' in navigator) {
  addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => {})
  })
}
