// The site's one script, on every page (no React, no Vike runtime in the browser): each interactive component's
// script (its folder's enhance.ts) started on every root of its `data-module` by initAll, and on what the live filter
// swaps in. Then it marks <body data-enhanced>, so the CSS swaps the no-JS fallbacks for the controls (and browser
// tests know it has run).
// Built by scripts/build-browser-scripts.ts to /assets/scripts/site.<hash>.js; renderer/+onRenderHtml.tsx links it.
import { fetchFormEnhancer } from '../components/fetch-form/enhance'
import { fileDownloadEnhancer } from '../components/file-download/enhance'
import { navEnhancer } from '../components/frame/nav/enhance'
import { bannerEnhancer } from '../components/home/banner/enhance'
import { newsCarouselEnhancer } from '../components/home/news-carousel/enhance'
import { pdfEmbedEnhancer } from '../components/pdf-embed/enhance'
import { scrollTableEnhancer } from '../components/programme/scroll-table/enhance'
import { liveFilterEnhancer } from '../components/search-list/enhance'
import { videoListEnhancer, videoPlayerEnhancer } from '../components/video/enhance'
import './links'
import { alertPush } from '../components/alerts/enhance'
import { initAll, type Enhancer } from './module'

/** What a results region the live filter swaps in may hold. */
const parts: readonly Enhancer[] = [
  navEnhancer,
  pdfEmbedEnhancer,
  fileDownloadEnhancer,
  scrollTableEnhancer,
  fetchFormEnhancer,
  bannerEnhancer,
  newsCarouselEnhancer,
  videoPlayerEnhancer,
  videoListEnhancer,
]

initAll(document, [...parts, alertPush, liveFilterEnhancer(parts)])
document.body.dataset.enhanced = 'true'
