// One page, one cache entry: tracking tags (utm_*, fbclid, gclid), junk parameters, their order
// and the Host header do not make a new render. The app renders, and keys its page cache on, the
// URL reduced to the parameters its page reads (its folder's `query`); nginx's key lists the same
// parameters (checked here, exercised in tests/edge/keys-and-degraded.test.ts).
// Needs `npm run build`.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { normalisedPageUrl } from '../../src/data/query'
import { builtPageTable } from '../support/page-table'
import { nginxConfPath } from '../support/edge-harness'
import { decodeEntities, get } from '../support/processes'
import { appForFile } from '../support/app-for-file'
import { counterValue, flood, metricsText } from '../support/http'

const JUNK = 20_000

describe('normalisedPageUrl', () => {
  const query = (path: string) => builtPageTable().queryOfPath(path)

  it('keeps only the parameters the page reads, in declared order, as nginx reads them', () => {
    expect(normalisedPageUrl('/about', 'utm_source=x&fbclid=1&gclid=2', query('/about'))).toBe('/about')
    expect(normalisedPageUrl('/all-notice', 'title=exam&utm_source=x&date=2026-01-01', query('/all-notice'))).toBe('/all-notice?date=2026-01-01&title=exam')
    expect(normalisedPageUrl('/all-notice', 'date=&title=', query('/all-notice'))).toBe('/all-notice')
    // First occurrence, name case-insensitive and not decoded ($arg_q in nginx).
    expect(normalisedPageUrl('/videos', 'Q=a+b&q=c', query('/videos'))).toBe('/videos?q=a%20b')
    expect(normalisedPageUrl('/videos', '%71=x', query('/videos'))).toBe('/videos')
    expect(normalisedPageUrl('/videos', 'q=x&junk=1', query('/videos'))).toBe('/videos?q=x')
  })
})

describe('nginx cache keys', () => {
  const conf = readFileSync(nginxConfPath, 'utf8')
  const keys = [...conf.matchAll(/^\s*proxy_cache_key\s+(.+);$/gm)].map((m) => m[1]!)

  it('never include the Host header', () => {
    expect(keys.length).toBeGreaterThan(0)
    for (const key of keys) expect(key).not.toMatch(/\$(host|http_host|server_name|request_uri|args|query_string)\b/)
  })

  it("list exactly the query parameters the pages read, in a fixed order", () => {
    const pageKey = keys.find((k) => k.includes('$arg_'))
    const names = [...(pageKey ?? '').matchAll(/\$arg_(\w+)/g)].map((m) => m[1])
    expect(names).toEqual([...builtPageTable().allQueryParams])
  })
})

describe('renders per page, whatever the query string', () => {
  // Renders reused for longer than the flood lasts, so every extra render is a key miss.
  const stack = appForFile({ PAGE_CACHE_SECONDS: '600' })

  const renders = async () => counterValue(await metricsText(stack.site.url), 'page_renders_total')

  it(`${JUNK.toLocaleString('en')} junk query strings on /about cost one render`, async () => {
    const before = await renders()
    const { answered, statuses } = await flood(
      stack.site.url,
      JUNK,
      (i) => ({
        path: i % 2 ? `/about?utm_source=news${i}&fbclid=${i}` : `/about?gclid=${i}&utm_medium=x&z=${i}`,
        headers: { host: `h${i % 50}.example`, 'accept-encoding': i % 3 ? 'gzip' : 'br' },
      }),
      { concurrency: 16, maxMs: 120_000 },
    )
    expect(answered).toBe(JUNK)
    expect(statuses.get(200)).toBe(JUNK)
    expect((await renders()) - before).toBe(1)
  }, 150_000)

  it('a filter in any order, with tracking tags, is one render that shows the filter', async () => {
    const before = await renders()
    const pages = await Promise.all(
      ['?title=exam&date=2026-01-05', '?date=2026-01-05&title=exam', '?utm_source=x&title=exam&date=2026-01-05&gclid=1'].map((q) =>
        get(`${stack.site.url}/all-notice${q}`),
      ),
    )
    for (const page of pages) {
      expect(page.status).toBe(200)
      expect(decodeEntities(page.body)).toMatch(/value="exam"/)
    }
    expect((await renders()) - before).toBe(1)
  })
})
