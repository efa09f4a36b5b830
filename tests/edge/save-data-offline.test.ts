// Debian's nginx with the chart's nginx.conf in front of the production server (issue 25):
// - Save-Data: the header's value reduced to on/off is in the pages' cache key and sent so to the app;
//   a page with and without it are two entries with different bodies, `Vary: Save-Data` on both;
// - the service worker script passes through uncached, with the app's no-cache and scope.
// Needs `npm run build`.
import { describe, expect, it } from 'vitest'
import { findNginx } from '../support/edge-harness'
import { edgeForFile } from '../support/edge-for-file'

const nginxBin = findNginx()
// The app's own page cache off: every render the edge does not answer is counted by the app.
const stack = edgeForFile(nginxBin, { PAGE_CACHE_SECONDS: '0' })

async function get(path: string, saveData?: string) {
  const res = await fetch(`${stack.edge.url}${path}`, { headers: saveData === undefined ? {} : { 'save-data': saveData }, signal: AbortSignal.timeout(10_000) })
  return { status: res.status, headers: res.headers, body: await res.text(), cache: res.headers.get('x-cache-status') }
}

describe.runIf(nginxBin)('the edge and Save-Data', () => {
  it('caches a page with and without Save-Data apart, with different bodies', async () => {
    const path = '/mission-vision?edge-save-data'
    const usual = await get(path)
    const light = await get(path, 'on')
    expect([usual.status, light.status]).toEqual([200, 200])
    expect([usual.cache, light.cache]).toEqual(['MISS', 'MISS'])
    // A page: its one script without Save-Data (the loader, which fetches the site's script after the first paint), none with it.
    expect(usual.body).toMatch(/<script src="\/sw-register\.js" data-site-scripts="\/assets\/scripts\/site\.[\w-]+\.js[^"]*" async>/)
    expect(light.body).not.toMatch(/<script[^>]*\ssrc=/)
    for (const answer of [usual, light]) expect(answer.headers.get('vary')).toMatch(/\bSave-Data\b/)
    // Each from its own entry; other spellings share them (two entries a URL, whatever is sent).
    const again = await Promise.all([get(path), get(path, 'on'), get(path, ' ON '), get(path, 'off'), get(path, 'x'.repeat(100))])
    expect(again.map((a) => a.cache)).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'HIT'])
    expect(again.map((a) => a.body === light.body)).toEqual([false, true, true, false, false])
  })

  it('passes the service worker through uncached, no-cache, scoped to the site', async () => {
    const first = await get('/sw.js')
    const second = await get('/sw.js')
    expect(first.status).toBe(200)
    expect(second.cache).toBeNull()
    expect(second.headers.get('cache-control')).toBe('no-cache')
    expect(second.headers.get('service-worker-allowed')).toBe('/')
    expect(second.headers.get('content-type')).toMatch(/javascript/)
  })
})
