// The components whose scripts a page fetches only when it carries their markup (src/enhance/module.ts enhance()),
// by `data-module` name. Each load() is a chunk of its own (scripts/build-browser-scripts.ts); the server names the
// chunks of the modules a page has (src/logic/site-scripts.ts), so they arrive with the site's script, not after it.
// Forms are fetched once the visitor turns to them (`when: 'use'`): most visitors of a page never fill its form.
// The names are written here and in each component's contract; a test (enhance.test.tsx) and the build check that
// each name's load() starts that module, so the site's script need not carry the contracts.
import type { ComponentScripts } from './module'

export const COMPONENT_SCRIPTS: ComponentScripts = {
  'fetch-form': { when: 'use', load: async () => [(await import('../components/fetch-form/enhance')).fetchFormEnhancer] },
  'file-download': { load: async () => [(await import('../components/file-download/enhance')).fileDownloadEnhancer] },
  'pdf-embed': { load: async () => [(await import('../components/pdf-embed/enhance')).pdfEmbedEnhancer] },
  'scroll-table': { load: async () => [(await import('../components/programme/scroll-table/enhance')).scrollTableEnhancer] },
  banner: { load: async () => [(await import('../components/home/enhance')).bannerEnhancer] },
  'news-carousel': { load: async () => [(await import('../components/home/enhance')).newsCarouselEnhancer] },
  'video-player': { load: async () => [(await import('../components/video/enhance')).videoPlayerEnhancer] },
  'video-list': { load: async () => [(await import('../components/video/enhance')).videoListEnhancer] },
  'live-filter': { load: async () => [(await import('../components/search-list/enhance')).liveFilterEnhancer] },
  'alert-push': { load: async () => [(await import('../components/alerts/enhance')).alertPush] },
}
