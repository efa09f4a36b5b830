// The image endpoint over HTTP against the built server on the demo upstream: a picture from the
// file host at each format and width of the list, cacheable for a year under its URL alone; every
// other width, format or path is refused with a short text, and nothing leaves the file host.
import { describe, expect, it } from 'vitest'
import { IMAGE_WIDTHS } from '../../src/logic/images'
import { sharedSite } from '../support/shared'
import { pictureOf, rawRequest } from '../support/images'

const BANNER = 'uploads/banner/banner-5.png' // 1600×600, opaque PNG in the demo
const NEWS = 'uploads/news/news-301.png' // 960×540

const stack = sharedSite()

describe('resized pictures', () => {
  it.each([
    ['avif', 480, 'heif'],
    ['webp', 800, 'webp'],
    ['jpeg', 320, 'jpeg'],
    ['png', 160, 'png'],
    ['webp', 1600, 'webp'],
  ] as const)('answers %s at %i px wide with its content type, cacheable for a year', async (format, width, decoded) => {
    const res = await rawRequest(stack.site.url, `/img/${width}/${format}/${BANNER}`)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe(`image/${format}`)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.headers.vary ?? '').not.toMatch(/accept(?!-encoding)/i)
    const picture = await pictureOf(res.body)
    expect(picture.format).toBe(decoded)
    expect(picture.width).toBe(width)
    expect(picture.height).toBe(Math.round((600 * width) / 1600))
    expect(res.body.length).toBeLessThan(78_254) // the uploaded PNG's size
  })

  it('never enlarges: a width beyond the picture gives the picture at its own width', async () => {
    const res = await rawRequest(stack.site.url, `/img/1920/webp/${NEWS}`)
    expect(res.status).toBe(200)
    expect((await pictureOf(res.body)).width).toBe(960)
  })

  it('answers HEAD with the headers only', async () => {
    const res = await rawRequest(stack.site.url, `/img/480/webp/${BANNER}`, 'HEAD')
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.body.length).toBe(0)
  })

  it('ignores the query string (the edge keys on the path alone)', async () => {
    const res = await rawRequest(stack.site.url, `/img/320/jpeg/${BANNER}?w=1920&f=png`)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('image/jpeg')
    expect((await pictureOf(res.body)).width).toBe(320)
  })

  it('sends another spelling of the same path to its one URL (301), so a variant is made once', async () => {
    const res = await rawRequest(stack.site.url, `/img/320/jpeg/%75ploads/banner/banner-5.png`)
    expect(res.status).toBe(301)
    expect(res.headers.location).toBe(`/img/320/jpeg/${BANNER}`)
  })
})

describe('refused requests', () => {
  it.each(['0', '1', '481', '500', '2000', '3840', '0480', '480.0', 'abc', '-480', ''])('refuses width "%s" with 400 and the list', async (width) => {
    const res = await rawRequest(stack.site.url, `/img/${width}/webp/${BANNER}`)
    expect(res.status).toBe(400)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.body.toString()).toContain(IMAGE_WIDTHS.join(', '))
  })

  it.each(['gif', 'svg', 'WEBP', 'jpg', 'tiff', ''])('refuses format "%s" with 400', async (format) => {
    const res = await rawRequest(stack.site.url, `/img/480/${format}/${BANNER}`)
    expect(res.status).toBe(400)
    expect(res.body.toString()).toMatch(/avif, webp, jpeg, png/)
  })

  it.each([
    ['a parent segment', `/img/480/webp/uploads/../../api/banner`],
    ['an encoded parent segment', `/img/480/webp/uploads/%2e%2e/%2E%2E/api/banner`],
    ['a leading parent segment', `/img/480/webp/../${BANNER}`],
    ['a dot segment', `/img/480/webp/./${BANNER}`],
    ['an encoded slash', `/img/480/webp/uploads%2Fbanner%2Fbanner-5.png`],
    ['an encoded backslash', `/img/480/webp/uploads%5Cbanner%5Cbanner-5.png`],
    ['a backslash', `/img/480/webp/uploads\\banner\\banner-5.png`],
    ['an absolute URL', `/img/480/webp/http://example.com/x.png`],
    ['an encoded absolute URL', `/img/480/webp/https%3A%2F%2Fexample.com%2Fx.png`],
    ['a protocol-relative URL', `/img/480/webp//example.com/x.png`],
    ['an empty segment', `/img/480/webp/uploads//banner/banner-5.png`],
    ['an encoded NUL', `/img/480/webp/uploads/banner-5.png%00.svg`],
    ['malformed escapes', `/img/480/webp/uploads/%E0%A4%A.png`],
    ['no path', `/img/480/webp/`],
    ['nothing', `/img`],
  ])('refuses %s with 400 and a short text', async (_label, path) => {
    const res = await rawRequest(stack.site.url, path)
    expect(res.status).toBe(400)
    expect(res.headers['content-type']).toMatch(/^text\/plain/)
    const text = res.body.toString()
    expect(text.length).toBeLessThan(200)
    expect(text).not.toMatch(/\bat \w+ \(|node:internal|Error:/)
  })

  it('answers 404 for a file the file host does not have', async () => {
    const res = await rawRequest(stack.site.url, `/img/480/webp/uploads/banner/banner-99.png`)
    expect(res.status).toBe(404)
    expect(res.body.toString()).toBe('No such picture on the file host.')
  })

  it('answers 422 for a file that is not a raster picture (SVG is not resized)', async () => {
    const res = await rawRequest(stack.site.url, `/img/480/webp/uploads/banner/banner-1.svg`)
    expect(res.status).toBe(422)
    expect(res.body.toString()).toMatch(/^Not a picture/)
  })

  it('answers 405 to other methods', async () => {
    const res = await rawRequest(stack.site.url, `/img/480/webp/${BANNER}`, 'POST')
    expect(res.status).toBe(405)
  })

  it('counts every answer under the one route label /img', async () => {
    const metrics = await (await fetch(`${stack.site.url}/metrics`)).text()
    const routes = new Set([...metrics.matchAll(/http_request_duration_seconds_count\{[^}]*route="([^"]*)"/g)].map((m) => m[1]))
    expect(routes).toContain('/img')
    expect([...routes].filter((r) => r!.includes('banner') || r!.includes('uploads'))).toEqual([])
    expect(metrics).toMatch(/image_requests_total\{outcome="ok"\} \d+/)
    expect(metrics).toMatch(/image_requests_total\{outcome="bad_request"\} \d+/)
  })
})
