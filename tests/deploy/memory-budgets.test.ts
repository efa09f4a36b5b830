// Every memory budget full at once, on the pod's settings: the built server started as the chart
// runs it (MEMORY_LIMIT_MIB from the container's limit, Node's heap from it, two malloc arenas), then
// the hostile probe of issue 26: thousands of distinct searches and list views (page cache), every
// notice and news item by id (upstream cache, search index), and at the same time a crowd of AVIF and
// WebP variants of a legal 4800×4800 PNG (image work and image cache). Its peak resident memory
// (VmHWM, /proc/<pid>/status) stays under 70 % of the limit.
// Bounded: every flood has a count and a time limit; the pictures give up after 60 s.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memoryPlan } from '../../server/config'
import { flood } from '../support/http'
import { rawRequest } from '../support/images'
import { DIST, startDemoUpstream, startNode, upstreamEnvironment, type DemoUpstreamProcess, type RunningProcess } from '../support/processes'
import { makePictures, startFileHost, type FileHost } from '../support/scripted-file-host'

const MEMORY_LIMIT_MIB = 512
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html' }

/** Peak and current resident memory of a process, in MiB. */
function residentMiB(pid: number): { peak: number; now: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kB = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1] ?? NaN)
  return { peak: kB('VmHWM') / 1024, now: kB('VmRSS') / 1024 }
}

let upstream: DemoUpstreamProcess
let host: FileHost
let site: RunningProcess

beforeAll(async () => {
  // A 4800×4800 PNG: 23 Mpx, under IMAGE_MAX_INPUT_PIXELS (24 Mpx), decoded whole (no shrink-on-load).
  const noise = await sharp({ create: { width: 480, height: 480, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer()
  const legalPng = await sharp(noise).resize(4800, 4800, { fit: 'fill', kernel: 'nearest' }).png({ compressionLevel: 6 }).toBuffer()
  host = await startFileHost({ ...(await makePictures()), bigPng: legalPng })
  upstream = await startDemoUpstream()
  site = await startNode(join(DIST, 'app', 'server.js'), {
    ...upstreamEnvironment(upstream.url),
    UPSTREAM_FILE_BASE_URL: host.fileBaseUrl,
    MEMORY_LIMIT_MIB: String(MEMORY_LIMIT_MIB),
    // As the chart sets it from the same limit.
    NODE_OPTIONS: memoryPlan(MEMORY_LIMIT_MIB).nodeOptions,
  })
}, 120_000)
afterAll(async () => {
  await site?.stop()
  await upstream?.stop()
  await host?.close()
})

describe('every memory budget full at once', () => {
  it(`stays under 70 % of a ${MEMORY_LIMIT_MIB} MiB limit`, async () => {
    const pid = site.child.pid!
    const searches = (from: number) => (i: number) => ({ path: `/search?q=${encodeURIComponent(`probe ${from + i} exam`)}`, headers: BROWSER })
    // The page cache and the upstream cache: distinct searches, filtered list views, and lookups by id.
    const first = await flood(site.url, 5000, searches(0), { concurrency: 16, maxMs: 240_000 })
    const lists = await flood(site.url, 2000, (i) => ({ path: `/all-notice?title=${i}`, headers: BROWSER }), { concurrency: 16, maxMs: 120_000 })
    const ids = await flood(site.url, 2000, (i) => ({ path: `/${i % 2 ? 'notice' : 'news'}/${i >> 1}`, headers: BROWSER }), { concurrency: 16, maxMs: 120_000 })
    const warm = residentMiB(pid)
    // The pictures and more searches at once; an AVIF of the largest width, the costliest, first.
    const picture = (i: number) => rawRequest(site.url, `/img/1920/${i % 2 ? 'webp' : 'avif'}/crowd/${i}.png`, 'GET', 60_000).then((a) => a.status, () => 0)
    const firstAvif = picture(0)
    await new Promise((resolve) => setTimeout(resolve, 100))
    const pictures = Promise.all([firstAvif, ...Array.from({ length: 399 }, (_, i) => picture(i + 1))])
    const more = await flood(site.url, 3000, searches(5000), { concurrency: 64, maxMs: 240_000 })
    const statuses = await pictures
    const after = residentMiB(pid)
    const count = (list: number[], status: number) => list.filter((s) => s === status).length
    console.log(
      `searches ${first.answered}+${more.answered}, lists ${lists.answered}, ids ${ids.answered}; pictures ${count(statuses, 200)} × 200, ${count(statuses, 503)} × 503; ` +
        `RSS after the pages ${warm.now.toFixed(0)} MiB, peak ${after.peak.toFixed(0)} MiB (limit ${MEMORY_LIMIT_MIB} MiB, 70 %: ${(MEMORY_LIMIT_MIB * 0.7).toFixed(0)} MiB)`,
    )
    expect(first.answered + more.answered).toBeGreaterThan(7000)
    expect(statuses[0]).toBe(200)
    expect(after.peak).toBeLessThan(MEMORY_LIMIT_MIB * 0.7)
  }, 600_000)
})
