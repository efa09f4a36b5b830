// /search while the university API fails, through a scripted upstream in front of the demo one:
// down from the start (nothing cached), one list failing, back, and down again with data cached.
// Search always answers; it is marked degraded (503, never cached) only while it holds no upstream
// data at all, and refills as the lists come back.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startScriptedUpstream, type ScriptedUpstream } from '../chaos/upstream'
import { decodeEntities, get, startDemoUpstream, type DemoUpstreamProcess } from '../support/processes'
import { startApp, type InProcessSite } from '../support/app-for-file'

let demo: DemoUpstreamProcess
let scripted: ScriptedUpstream
let site: InProcessSite

beforeAll(async () => {
  demo = await startDemoUpstream()
  scripted = await startScriptedUpstream(demo.url)
  await scripted.setMode({ fault: 'http500' })
  // Every request renders (no page cache) and the index looks at its sources every second.
  site = await startApp(scripted, { PAGE_CACHE_SECONDS: '0', SEARCH_REFRESH_SECONDS: '1' })
})
afterAll(async () => {
  await site?.stop()
  await scripted?.close()
  await demo?.stop()
})

const search = (query: Record<string, string>) => get(`${site.url}/search?${new URLSearchParams(query)}`)
const hrefs = (html: string) =>
  [...html.matchAll(/<li class="search-result">[\s\S]*?<h2[^>]*><a href="([^"]+)"/g)].map((m) => decodeEntities(m[1]!))

/** Asks until `found` holds for the answer (the index refreshes every second). */
async function until(query: Record<string, string>, found: (answer: Awaited<ReturnType<typeof search>>) => boolean) {
  return vi.waitFor(async () => {
    const answer = await search(query)
    if (!found(answer)) throw new Error(`not yet: ${answer.status} ${hrefs(answer.body).length} results`)
    return answer
  }, { timeout: 30_000, interval: 200 })
}

describe('search while the upstream fails', () => {
  it('down from the start: answers from the content pages, marked degraded (503, not cached)', async () => {
    const { status, headers, body } = await search({ q: 'rented' })
    expect(status).toBe(503)
    expect(headers.get('x-degraded')).toBe('1')
    expect(headers.get('cache-control')).toContain('no-store')
    expect(hrefs(body)).toContain('/about')
    expect(body).not.toMatch(/at [\w.]+ \(.*:\d+:\d+\)/) // no stack trace
    // The form alone needs no data.
    expect((await get(`${site.url}/search`)).status).toBe(200)
  })

  it('one list failing: the others are found and the page is not degraded; that list fills in when it is back', async () => {
    await scripted.setMode({ fault: 'http500', paths: ['/api/all-notice'] })
    const news = await until({ q: 'memorandum', type: 'news' }, (a) => a.status === 200 && hrefs(a.body).length > 0)
    expect(news.status).toBe(200)
    expect(hrefs(news.body).every((h) => h.startsWith('/news/'))).toBe(true)
    const noNotices = await search({ q: 'examination', type: 'notice' })
    expect(noNotices.status).toBe(200)
    expect(hrefs(noNotices.body)).toEqual([])

    await scripted.setMode({ fault: 'ok' })
    const notices = await until({ q: 'examination', type: 'notice' }, (a) => hrefs(a.body).length > 0)
    expect(notices.status).toBe(200)
    expect(hrefs(notices.body)[0]).toMatch(/^\/notice\/\d+$/)
  })

  it('down again with the lists cached: still finds them, not degraded', async () => {
    await scripted.setMode({ fault: 'http500' })
    // Past the refresh interval (1 s, a rule of time with no event to wait on): the index looks at its
    // (now failing) sources again.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    for (const q of ['examination', 'memorandum']) {
      const { status, body } = await search({ q })
      expect(status, q).toBe(200)
      expect(hrefs(body).length, q).toBeGreaterThan(0)
    }
  })
})
