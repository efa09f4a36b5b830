// Which script files a page names (src/logic/site-scripts.ts): the site's, then its own modules' chunks, each once.
import { describe, expect, it } from 'vitest'
import { scriptsForPage, type SiteScriptManifest } from '../../src/logic/site-scripts'

const manifest: SiteScriptManifest = {
  site: ['/assets/scripts/site.A.js'],
  modules: {
    banner: ['/assets/scripts/home.B.js', '/assets/scripts/dom.D.js'],
    'news-carousel': ['/assets/scripts/home.B.js'],
    'live-filter': ['/assets/scripts/search-list.C.js', '/assets/scripts/dom.D.js'],
  },
}

describe('scriptsForPage', () => {
  it("names the site's script first, then each module's chunks once", () => {
    const html = '<div data-module="banner"></div><div data-module="news-carousel"></div><form data-module="live-filter"></form>'
    expect(scriptsForPage(manifest, html)).toEqual(['/assets/scripts/site.A.js', '/assets/scripts/home.B.js', '/assets/scripts/dom.D.js', '/assets/scripts/search-list.C.js'])
  })

  it('names no chunk for a module without one (a form, fetched on use) nor for a name the manifest lacks', () => {
    expect(scriptsForPage(manifest, '<form data-module="fetch-form"></form><div data-module="constructor"></div>')).toEqual(['/assets/scripts/site.A.js'])
  })
})
