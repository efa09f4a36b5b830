// Crowds of cold pictures: distinct requests at once for large inputs (4000×3000 JPEG, 3000×2000 PNG)
// that no cache has seen. The bulkhead runs IMAGE_CONCURRENCY of them, queues IMAGE_QUEUE and turns the
// rest away with 503 + Retry-After: every answer is a picture or a 503, the process's resident memory
// stays bounded, and the server serves normally afterwards. AVIF, the costliest encode, runs one at a time.
// Bounded: 200 + 12 requests, each given up after 30 s; memory sampled every 100 ms while they run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSite, type RunningProcess } from '../support/processes'
import { makePictures, startFileHost, type FileHost } from '../support/scripted-file-host'
import { pictureOf, rawRequest, residentBytes, type RawAnswer } from '../support/images'

const CROWD = 200
const MiB = 1024 * 1024
/** The chart's memory limit per app pod is 512 MiB; the crowd must stay well inside it. */
const RSS_CEILING = 400 * MiB
/**
 * One 1920-wide AVIF encode holds about 120 MiB (libaom); one at a time, the crowd of them adds less
 * than two would.
 */
const AVIF_CROWD_GROWTH = 180 * MiB

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

/** Sends every path at once; the answers, and the server's resident memory before and at its peak. */
async function crowd(server: RunningProcess, paths: string[]) {
  const before = await residentBytes(server.url)
  let peak = before
  let sampling = true
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, await residentBytes(server.url).catch(() => 0))
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  })()
  const started = performance.now()
  const answers = await Promise.all(
    paths.map((path) =>
      rawRequest(server.url, path, 'GET', 30_000).catch((err: Error): RawAnswer => ({ status: 0, headers: {}, body: Buffer.from(err.message), ms: 0 })),
    ),
  )
  const seconds = (performance.now() - started) / 1000
  sampling = false
  await sampler
  const count = (status: number) => answers.filter((a) => a.status === status).length
  console.log(
    `${paths.length} cold pictures at once: ${count(200)} × 200, ${count(503)} × 503 in ${seconds.toFixed(1)} s; ` +
      `RSS ${Math.round(before / MiB)} MiB before, peak ${Math.round(peak / MiB)} MiB`,
  )
  return { answers, before, peak }
}

/** Every answer a picture or an honest 503; the first few pictures readable. */
async function expectPicturesOrBusy(answers: RawAnswer[]) {
  expect(answers.map((a) => a.status).filter((s) => s !== 200 && s !== 503)).toEqual([])
  for (const answer of answers.filter((a) => a.status === 503)) {
    expect(answer.headers['retry-after']).toMatch(/^\d+$/)
    expect(answer.body.toString()).toMatch(/resizing many pictures/)
  }
  for (const answer of answers.filter((a) => a.status === 200).slice(0, 5)) expect((await pictureOf(answer.body)).width).toBeGreaterThan(0)
}

describe('a crowd of cold pictures', () => {
  it(`answers ${CROWD} distinct requests at once with pictures or 503, within bounded memory`, async () => {
    const formats = ['avif', 'webp', 'jpeg'] as const
    const widths = [320, 640, 960, 1280, 1920] as const
    const { answers, peak } = await crowd(
      site,
      Array.from({ length: CROWD }, (_, i) => `/img/${widths[i % widths.length]}/${formats[i % formats.length]}/crowd/${i}.${i % 2 ? 'png' : 'jpg'}`),
    )
    await expectPicturesOrBusy(answers)
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(2)
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

  it('encodes one AVIF at a time: a crowd of 1920-wide AVIFs adds less memory than two encodes hold', async () => {
    // A server of its own, with no variants kept: its memory is the encodes' alone.
    await using fresh = await startSite({ url: host.origin }, { IMAGE_CACHE_MAX_BYTES: '0' })
    const { answers, before, peak } = await crowd(
      fresh,
      Array.from({ length: 12 }, (_, i) => `/img/1920/avif/crowd/${1000 + i}.jpg`),
    )
    await expectPicturesOrBusy(answers)
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(2)
    expect(peak - before).toBeLessThan(AVIF_CROWD_GROWTH)
  }, 120_000)
})
