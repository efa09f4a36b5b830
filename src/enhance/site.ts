// The site's one script, on every page (no page hydrates: no React, no Vike runtime in the browser): plain DOM on the
// server's markup, one module per part of a page, each doing nothing where its markup is absent. Then it marks
// <body data-hydrated>, so the CSS swaps the no-JS fallbacks for the controls (and browser tests know it has run).
// Built by scripts/build-browser-scripts.ts to /assets/scripts/site.<hash>.js; renderer/+onRenderHtml.tsx links it.
import './frame'
import './attachments'
import './links'
import './forms'
import './live-filter'
import './home'
import './video'
import { initAll } from './module'
import { alertPush, alertSignup } from './alerts'

initAll(document, [alertSignup, alertPush])

document.body.dataset.hydrated = 'true'
