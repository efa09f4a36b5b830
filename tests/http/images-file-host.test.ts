// The image endpoint against a scripted file host that answers what a broken or hostile one would:
// each fault gets a short 4xx/5xx text at once (a hang within IMAGE_TIMEOUT_MS), no redirect is
// followed, and the server keeps serving pictures after every one of them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { IMAGE_FORMATS, IMAGE_WIDTHS } from '../../src/logic/images'
import { startApp, type InProcessSite } from '../support/app-for-file'
import { makePictures, startFileHost, type FileHost } from '../support/scripted-file-host'
import { pictureOf, rawRequest } from '../support/images'

const TIMEOUT_MS = 1000
let host: FileHost
let site: InProcessSite

beforeAll(async () => {
  host = await startFileHost(await makePictures())
  // The API is never called: only /img is asked for.
  site = await startApp({ url: host.origin }, { IMAGE_TIMEOUT_MS: String(TIMEOUT_MS) })
})
afterAll(async () => {
  await site?.stop()
  await host?.close()
})

const VARIANTS = IMAGE_FORMATS.flatMap((format) => IMAGE_WIDTHS.map((width) => ({ format, width })))
let made = 0

/** The server still makes pictures (after a fault): a variant not made before, so not from its memory. */
async function stillServes() {
  const { format, width } = VARIANTS[made++ % VARIANTS.length]!
  const res = await rawRequest(site.url, `/img/${width}/${format}/photo.jpg`)
  expect(res.status).toBe(200)
  expect((await pictureOf(res.body)).width).toBe(Math.min(width, 2000))
}

describe('pictures from the configured file host', () => {
  it.each([
    ['photo.jpg', 'avif', 640, 'heif'],
    ['photo.jpg', 'jpeg', 960, 'jpeg'],
    ['photo.webp', 'webp', 480, 'webp'],
    ['alpha.png', 'png', 320, 'png'],
  ] as const)('%s as %s at %i px', async (file, format, width, decoded) => {
    const res = await rawRequest(site.url, `/img/${width}/${format}/${file}`)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe(`image/${format}`)
    expect(await pictureOf(res.body)).toMatchObject({ format: decoded, width })
  })

  it('keeps transparency in WebP and PNG, and puts a transparent picture on white in JPEG', async () => {
    const webp = await pictureOf((await rawRequest(site.url, '/img/320/webp/alpha.png')).body)
    const png = await pictureOf((await rawRequest(site.url, '/img/320/png/alpha.png')).body)
    const jpeg = await pictureOf((await rawRequest(site.url, '/img/320/jpeg/alpha.png')).body)
    expect([webp.hasAlpha, png.hasAlpha, jpeg.hasAlpha]).toEqual([true, true, false])
  })
})

describe('one piece of work per variant', () => {
  it('makes a variant once for 20 concurrent requests and for the ones after, fetching the file once', async () => {
    const path = '/img/1280/avif/photo.webp'
    const fetched = () => host.requests.filter((p) => p === '/files/photo.webp').length
    const before = fetched()
    const answers = await Promise.all(Array.from({ length: 20 }, () => rawRequest(site.url, path)))
    answers.push(await rawRequest(site.url, path))
    expect(answers.map((a) => a.status)).toEqual(Array(21).fill(200))
    expect(new Set(answers.map((a) => a.body.toString('base64'))).size).toBe(1)
    expect(fetched() - before).toBe(1)
  })
})

describe('a broken or hostile file host', () => {
  it.each([
    ['a web page instead of a picture', 'page.png', 422, /^Not a picture/],
    ['a JPEG cut in half', 'cut.jpg', 422, /cannot be read/],
    ['a PNG cut in half', 'cut.png', 422, /cannot be read/],
    ['9 MiB without a Content-Length', 'huge.jpg', 422, /larger than 8 MiB/],
    ['a Content-Length of 20 MiB', 'huge-declared.jpg', 422, /larger than 8 MiB/],
    ['a PNG claiming 50000×50000 pixels', 'bomb.png', 422, /more than 24,000,000 pixels/],
    ['a redirect', 'moved.png', 502, /redirect \(302\), which is not followed/],
    ['a 500', 'broken.png', 502, /answered 500/],
    ['no such file', 'missing.png', 404, /No such picture/],
    ['no answer at all', 'hang.png', 504, /did not send the picture within 1 s/],
    ['headers, ten bytes, then nothing', 'drip.png', 504, /did not send the picture within 1 s/],
  ])('%s (%s): %i with a short text, then the server keeps serving', async (_label, file, status, text) => {
    const res = await rawRequest(site.url, `/img/480/webp/${file}`)
    console.log(`${file}: ${res.status} in ${Math.round(res.ms)} ms: ${res.body.toString()}`)
    expect(res.status).toBe(status)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body.toString()).toMatch(text)
    expect(res.body.length).toBeLessThan(200)
    // Bounded by the file host's time limit, never by the client's patience.
    expect(res.ms).toBeLessThan(TIMEOUT_MS + 5000)
    await stillServes()
  })

  it('never follows the redirect', async () => {
    await rawRequest(site.url, '/img/320/webp/moved.png')
    expect(host.requests).toContain('/files/moved.png')
    expect(host.requests.filter((path) => path.startsWith('/elsewhere/'))).toEqual([])
  })

  it('asks the file host only below its base, with the path encoded as it was checked', async () => {
    expect(host.requests.every((path) => path.startsWith('/files/'))).toBe(true)
  })

  it('did not crash: no stack trace in its log, and it still answers', async () => {
    await stillServes()
    expect(site.output()).not.toMatch(/\n\s+at .*\(.*:\d+:\d+\)/)
  })
})
