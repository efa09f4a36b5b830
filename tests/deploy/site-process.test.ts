// The production server as an operator runs it (plain `node dist/app/server.js`): it drains on SIGTERM, starts on
// the embedded demo upstream when none is configured, and refuses an invalid configuration, saying why.
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { DIST, get, startNode, startStack } from '../support/processes'

describe('process lifecycle', () => {
  it('finishes in-flight requests on SIGTERM, then exits 0', async () => {
    const fresh = await startStack()
    await fresh.upstream.setMode({ latencyMs: 1500 })
    const asked = async () => (await fresh.upstream.calls())['/api/all-notice'] ?? 0
    const before = await asked()
    const inFlight = get(`${fresh.site.url}/all-notice`)
    // In flight: the page's call has reached the upstream, which holds it for 1.5 s.
    await vi.waitFor(async () => expect(await asked()).toBeGreaterThan(before))
    const exit = fresh.site.stop('SIGTERM')
    const answer = await inFlight
    expect(answer.status).toBe(200)
    expect(answer.body).toContain('All Notices')
    expect(await exit).toBe(0)
    await fresh.upstream.stop()
  })

  it('starts on the embedded demo upstream when none is configured', async () => {
    await using demo = await startNode(join(DIST, 'app', 'server.js'), { DEMO_UPSTREAM: '1' })
    expect(demo.output()).toContain('using the demo upstream')
    const { status, body } = await get(`${demo.url}/all-notice`)
    expect(status).toBe(200)
    const id = /href="\/notice\/(\d+)"/.exec(body)![1]
    const notice = await get(`${demo.url}/notice/${id}`)
    expect(notice.status).toBe(200)
    const file = /(?:src|href)="(\/files\/[^"]+)"/.exec((await get(`${demo.url}/`)).body + notice.body)
    if (file) expect((await get(`${demo.url}${file[1]}`)).status).toBe(200)
  })

  it('shapes the embedded demo upstream with DEMO_EMPTY and DEMO_LATENCY_MS', async () => {
    await using demo = await startNode(join(DIST, 'app', 'server.js'), { DEMO_UPSTREAM: '1', DEMO_EMPTY: '1', DEMO_LATENCY_MS: '300' })
    const started = performance.now()
    const news = await get(`${demo.url}/all-news`)
    expect(performance.now() - started).toBeGreaterThanOrEqual(300)
    expect(news.status).toBe(200)
    expect(news.body).toContain('No news found.')
    await expect(startNode(join(DIST, 'app', 'server.js'), { DEMO_UPSTREAM: '1', DEMO_LATENCY_MS: 'slow' }, 10_000)).rejects.toThrow(/DEMO_LATENCY_MS must be a number/)
  })

  it('refuses to start with an invalid configuration, saying why', async () => {
    await expect(startNode(join(DIST, 'app', 'server.js'), { UPSTREAM_API_BASE_URL: 'not a url' }, 10_000)).rejects.toThrow(
      /Invalid configuration: UPSTREAM_API_BASE_URL/,
    )
  })
})
