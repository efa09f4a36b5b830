// Issue 25: the JavaScript a phone downloads on each route, counted as Chromium loads it: every script within
// 10 s of load, brotli as served. `npx tsx bench/client-weight.ts` prints the figures.
//
// No page hydrates (renderer/+config.ts): every route gets the site's plain script (src/enhance/site.ts), the
// chunks of its own components (src/logic/site-scripts.ts) and /sw-register.js, 3.1–5.6 KB where React and Vike's
// runtime alone were 82 KB. The limits are 90 KB on
// every route and 60 KB on written pages and details; the limit below is a ratchet near today's figure, so that a
// framework or a library cannot come back unnoticed.
import { describe, expect, it } from 'vitest'
import { localePath } from '../../src/routes/locale'
import { VISITS } from '../support/page-visits'
import { routeScripts, type RouteScripts } from '../support/client-weight'
import { siteInBrowser } from '../support/site-in-browser'

const live = siteInBrowser()

// The site's script with a page's chunks (≤ 5.3 KB, the home page's) and the worker registration (0.3 KB): see
// tests/http/site.test.ts. A form's chunk comes only when the visitor turns to the form, not within these 10 s.
const ROUTE_LIMIT_BYTES = 5.6 * 1024

describe('JavaScript a phone downloads, per route (Chromium, 10 s after load, brotli)', () => {
  const visits = Object.entries(VISITS).map(([pattern, [first]]) => ({ pattern, path: first!.path }))
  const paths = visits.map((v) => v.path)
  const kb = (r: RouteScripts) => `${r.path}: ${(r.brotliBytes / 1024).toFixed(1)} KB in ${r.files.length} files`
  const english: RouteScripts[] = []

  it(`every route ≤ ${ROUTE_LIMIT_BYTES / 1024} KB, and no React nor Vike runtime on any`, { timeout: 300_000 }, async () => {
    for (const path of paths) english.push(await routeScripts(live.browser, live.site, path))
    console.log(english.map(kb).join('\n'))
    expect(english.filter((r) => r.brotliBytes > ROUTE_LIMIT_BYTES).map(kb)).toEqual([])
    expect(english.filter((r) => r.files.some((file) => !/^(sw-register\.js|assets\/scripts\/[\w-]+\.[\w-]+\.js)$/.test(file))).map((r) => `${r.path}: ${r.files.join(' ')}`)).toEqual([])
    // Every script counted is one the build made (none missing from dist/client).
    expect(english.every((r) => r.files.length > 0)).toBe(true)
  })

  it('a Bengali page downloads within 1 KB of its English twin (issue 24)', { timeout: 300_000 }, async () => {
    expect(english.length).toBe(paths.length)
    const apart: string[] = []
    for (const en of english) {
      const bn = await routeScripts(live.browser, live.site, localePath('bn', en.path))
      if (Math.abs(bn.brotliBytes - en.brotliBytes) > 1024) apart.push(`${kb(en)} / ${kb(bn)}`)
    }
    expect(apart).toEqual([])
  })
})
