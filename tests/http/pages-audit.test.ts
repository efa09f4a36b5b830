// What a visitor audit found on the pages, over HTTP on the demo upstream: a picture notice reserves the
// picture's own box (not an A4 page's), and every date a visitor reads is in the site's one format.
import { imageSize } from 'image-size'
import { describe, expect, it } from 'vitest'
import { isPast } from '../../src/logic/expiry'
import { rawUpstream, type RawCareerLite } from '../support/area-pages'
import { PINNED_TODAY } from '../support/lists'
import { sharedSite } from '../support/shared'
import { decodeEntities, get } from '../support/processes'

const stack = sharedSite()

/** The text a visitor reads: no scripts, no tags (attributes such as <time datetime> are for machines). */
const visibleText = (html: string) =>
  decodeEntities(html.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ').replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
const ISO_DAY = /\b\d{4}-\d{2}-\d{2}\b/g

describe('a picture notice', () => {
  it('reserves the box of the picture itself: its width and height are the file\'s own', async () => {
    const notices = await rawUpstream<{ id: number; images_path: string | null }[]>(stack.upstream.url, '/all-notice')
    const pictures = notices.filter((n) => /\.(png|jpe?g|svg|webp|gif)$/i.test(n.images_path ?? '')).slice(0, 6)
    expect(pictures.length).toBeGreaterThan(0)
    const seen: string[] = []
    for (const notice of pictures) {
      const html = (await get(`${stack.site.url}/notice/${notice.id}`)).body
      const img = /<img [^>]*class="[^"]*attachment-image[^"]*"[^>]*>/.exec(html)?.[0]
      expect(img, `notice ${notice.id}`).toBeTruthy()
      const src = decodeEntities(/ src="([^"]+)"/.exec(img!)![1]!)
      const file = new Uint8Array(await (await fetch(new URL(src, stack.site.url))).arrayBuffer())
      const own = imageSize(file)
      const box = { width: Number(/ width="(\d+)"/.exec(img!)![1]), height: Number(/ height="(\d+)"/.exec(img!)![1]) }
      seen.push(`notice ${notice.id}: ${own.type} ${own.width}×${own.height}, box ${box.width}×${box.height}`)
      expect(box, `notice ${notice.id}`).toEqual({ width: own.width, height: own.height })
    }
    console.log(seen.join('\n'))
  })
})

describe('one date format', () => {
  it('a closed post says "closed on 18 Oct 2026", as every other date on the site', async () => {
    const careers = await rawUpstream<(RawCareerLite & { end_date: string })[]>(stack.upstream.url, '/career')
    const closed = careers.find((c) => isPast(c.end_date, PINNED_TODAY))
    expect(closed).toBeTruthy()
    const text = visibleText((await get(`${stack.site.url}/career-details/${closed!.id}`)).body)
    expect(text).toMatch(/closed on \d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} ?\./)
  })

  it('no page a visitor reads shows a date as YYYY-MM-DD (lists, details, search results)', async () => {
    const careers = await rawUpstream<RawCareerLite[]>(stack.upstream.url, '/career')
    const paths = [
      '/',
      '/all-notice',
      '/all-news',
      '/all-events',
      '/career',
      '/academic-calendar',
      ...careers.slice(0, 20).map((c) => `/career-details/${c.id}`),
      ...['admission', 'result', 'lecturer', 'seminar', 'holiday', 'mother language', 'fair'].map((q) => `/search?q=${encodeURIComponent(q)}`),
    ]
    const found: string[] = []
    for (const path of paths) {
      const dates = visibleText((await get(`${stack.site.url}${path}`)).body).match(ISO_DAY) ?? []
      if (dates.length) found.push(`${path}: ${[...new Set(dates)].join(', ')}`)
    }
    expect(found).toEqual([])
  })

  it('news search by date takes what the list shows ("Jan 2026") as well as "2026-01"', async () => {
    const ids = async (q: string) => [...(await get(`${stack.site.url}/all-news?q=${encodeURIComponent(q)}`)).body.matchAll(/href="\/news\/(\d+)"/g)].map((m) => m[1]).sort()
    const iso = await ids('2026-01')
    expect(iso.length).toBeGreaterThan(0)
    expect(await ids('Jan 2026')).toEqual(iso)
    expect(await ids('jan 2026')).toEqual(iso)
  })
})
