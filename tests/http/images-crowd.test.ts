// A crowd of cold pictures: 200 distinct requests at once for large inputs (4000×3000 JPEG, 3000×2000
// PNG) that no cache has seen. The bulkhead runs IMAGE_CONCURRENCY of them, queues IMAGE_QUEUE and
// turns the rest away with 503 + Retry-After: every answer is a picture or a 503, the process's
// resident memory stays bounded, and the server serves normally afterwards.
// Bounded: 200 requests, each given up after 30 s; memory sampled every 100 ms while they run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSite, type RunningProcess } from '../support/processes'
import { makePictures, startFileHost, type FileHost } from '../support/scripted-file-host'
import { pictureOf, rawRequest, residentBytes, type RawAnswer } from '../support/images'

const CROWD = 200
const MiB = 1024 * 1024
/** The chart's memory limit per app pod is 512 MiB; the crowd must stay well inside it. */
const RSS_CEILING = 400 * MiB

let host: FileHost
let site: RunningProcess

beforeAll(async () => {
  host = await startFileHost(await makePictures())
  site = await startSite({ url: host.origin })
})
afterAll(async () => {
  await site?.stop()
  await host?.close()
})

describe('a crowd of cold pictures', () => {
  it(`answers ${CROWD} distinct requests at once with pictures or 503, within bounded memory`, async () => {
    const before = await residentBytes(site.url)
    let peak = before
    let sampling = true
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, await residentBytes(site.url).catch(() => 0))
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    })()

    const formats = ['avif', 'webp', 'jpeg'] as const
    const widths = [320, 640, 960, 1280, 1920] as const
    const started = performance.now()
    const answers = await Promise.all(
      Array.from({ length: CROWD }, (_, i) =>
        rawRequest(site.url, `/img/${widths[i % widths.length]}/${formats[i % formats.length]}/crowd/${i}.${i % 2 ? 'png' : 'jpg'}`, 'GET', 30_000).catch(
          (err: Error): RawAnswer => ({ status: 0, headers: {}, body: Buffer.from(err.message), ms: 0 }),
        ),
      ),
    )
    const seconds = (performance.now() - started) / 1000
    sampling = false
    await sampler

    const count = (status: number) => answers.filter((a) => a.status === status).length
    const ok = answers.filter((a) => a.status === 200)
    const busy = answers.filter((a) => a.status === 503)
    console.log(
      `${CROWD} cold pictures at once: ${count(200)} × 200, ${count(503)} × 503 in ${seconds.toFixed(1)} s; ` +
        `RSS ${Math.round(before / MiB)} MiB before, peak ${Math.round(peak / MiB)} MiB`,
    )
    expect(answers.map((a) => a.status).filter((s) => s !== 200 && s !== 503)).toEqual([])
    expect(ok.length).toBeGreaterThanOrEqual(2)
    for (const answer of busy) {
      expect(answer.headers['retry-after']).toMatch(/^\d+$/)
      expect(answer.body.toString()).toMatch(/resizing many pictures/)
    }
    for (const answer of ok.slice(0, 5)) expect((await pictureOf(answer.body)).width).toBeGreaterThan(0)
    expect(peak).toBeLessThan(RSS_CEILING)
  }, 120_000)

  it('serves normally afterwards, with nothing left running or queued', async () => {
    const res = await rawRequest(site.url, '/img/320/webp/photo.jpg')
    expect(res.status).toBe(200)
    const metrics = await (await fetch(`${site.url}/metrics`)).text()
    expect(metrics).toMatch(/^image_transforms_in_flight 0$/m)
    expect(metrics).toMatch(/^image_transforms_queued 0$/m)
    expect(metrics).toMatch(/^image_requests_total\{outcome="busy"\} \d+$/m)
  })
})
