// The script of an HTML-only page (`htmlOnly` in its +config.ts), which gets no React and no Vike runtime: plain DOM
// on the server's markup, one module per part of the page, each doing nothing where its markup is absent. Then it
// marks <body data-hydrated> as +onRenderClient does, so the CSS swaps the no-JS fallbacks for the controls.
// Built by scripts/build-browser-scripts.ts to /assets/scripts/html-only.<hash>.js; renderer/+onRenderHtml.tsx links it.
import './frame'
import './attachments'
import './links'
import './forms'
import './live-filter'
import './home'
import './video'

document.body.dataset.hydrated = 'true'
