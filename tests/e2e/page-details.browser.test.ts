// Page details as visitors meet them: in-page links land below the sticky bar, the phone banner's
// controls leave its picture alone, the ticker moves at a readable pace, wide tables are readable at
// 360 px, dates read one way, images never shift the layout, and the icon set answers.
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, openHydrated } from '../support/browser'
import { get } from '../support/processes'
import { siteInBrowser } from '../support/site-in-browser'
import { allRoutes } from '../support/all-routes'

const live = siteInBrowser()
let routes: string[] = []

beforeAll(async () => {
  routes = await allRoutes(live.site)
})

/** Layout shifts from the first paint on (buffered observers miss nothing), summed in window.__cls. */
const observeShifts = (page: Page) =>
  page.addInitScript(() => {
    ;(window as unknown as { __cls: number }).__cls = 0
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!e.hadRecentInput) (window as unknown as { __cls: number }).__cls += e.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })

const open = (path: string, viewport: { width: number; height: number }) => openHydrated(live.browser, `${live.site}${path}`, viewport, observeShifts)

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

describe('in-page links and the home page', () => {
  it('"Learn More" on a department page brings its heading into view below the sticky bar', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await open('/cse', viewport)
      await page.getByRole('link', { name: 'Learn More' }).click()
      await page.waitForFunction(() => location.hash === '#about')
      await page.waitForTimeout(300)
      const { heading, bar } = await page.evaluate(() => ({
        heading: document.querySelector('#about h2')!.getBoundingClientRect().top,
        bar: document.querySelector('.site-nav')!.getBoundingClientRect().bottom,
      }))
      expect({ width: viewport.width, below: heading >= bar }).toEqual({ width: viewport.width, below: true })
      await context.close()
    }
  })

  it('the phone banner shows its whole picture with the arrows and dots outside it', async () => {
    const { page, context } = await open('/', PHONE)
    const picture = (await page.locator('.banner__slide.is-active img').boundingBox())!
    for (const control of ['.banner__arrow--prev', '.banner__arrow--next', '.banner__dots']) {
      const box = (await page.locator(control).boundingBox())!
      expect({ control, overPicture: overlaps(box, picture) }).toEqual({ control, overPicture: false })
    }
    await context.close()
  })

  it('the ticker moves at a readable speed on a phone (at most 60 px/s), and in 20 s when its items fit', async () => {
    const { page, context } = await open('/', PHONE)
    const { copyWidth, seconds } = await page.evaluate(() => {
      const track = document.querySelector<HTMLElement>('.ticker__track')!
      return { copyWidth: track.scrollWidth / 2, seconds: parseFloat(getComputedStyle(track).animationDuration) }
    })
    expect(copyWidth / seconds).toBeLessThanOrEqual(60)
    expect(seconds).toBe(Math.max(20, seconds))
    await context.close()
  })
})

describe('wide tables at 360 px', () => {
  const NARROW = { width: 360, height: 740 }

  it('the fee table keeps its row labels in view and says it scrolls sideways', async () => {
    const { page, context } = await open('/fees', NARROW)
    const table = page.locator('.fee-table')
    const hint = page.locator('.scroll-table__hint').first()
    expect(await hint.isVisible()).toBe(true)
    // Scrolled to the last programme: the row label is still in place and the last column is on screen.
    await table.evaluate((el) => (el.scrollLeft = el.scrollWidth))
    const label = (await page.locator('.fee-table tbody th[scope="row"]').first().boundingBox())!
    const lastHead = (await page.locator('.fee-table thead th').last().boundingBox())!
    expect(label.x).toBeGreaterThanOrEqual(0)
    expect(lastHead.x + lastHead.width).toBeLessThanOrEqual(NARROW.width)
    await context.close()
  })

  it('syllabus tables show every column of a course, "Pre-requisite" included, without sideways scrolling', async () => {
    const programme = routes.find((r) => r.startsWith('/program/'))!
    const { page, context } = await open(programme, NARROW)
    await page.locator('.accordion-button').first().click()
    const table = page.locator('.course-table').first()
    await table.waitFor({ state: 'visible' })
    const region = page.locator('.scroll-table:has(.course-table)').first()
    expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true)
    const cell = page.locator('.course-table tbody tr').first().locator('td').last()
    const box = (await cell.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(NARROW.width)
    expect(await cell.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"Pre-requisite"')
    // So no cue says it scrolls sideways (the site's script measures the table, issue 25).
    await expect(region.evaluate((el) => (el.previousElementSibling as HTMLElement).checkVisibility())).resolves.toBe(false)
    await context.close()
  })
})

describe('dates, images and links on every route', () => {
  it('every date reads "20 Jan 2026" in a <time datetime>, and no other date format shows', async () => {
    const bad: Record<string, string[]> = {}
    for (const path of routes) {
      const { body } = await get(`${live.site}${path}`)
      const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(body)?.[1] ?? ''
      const problems: string[] = []
      for (const m of main.matchAll(/<time\b([^>]*)>([\s\S]*?)<\/time>/g)) {
        const datetime = /dateTime="([^"]*)"|datetime="([^"]*)"/i.exec(m[1]!)
        const text = m[2]!.replace(/<!-- -->/g, '')
        if (!datetime) problems.push(`no datetime: ${text}`)
        else if (/^\d{4}-\d{2}-\d{2}$/.test(datetime[1] ?? datetime[2] ?? '') && !/^\d{1,2} [A-Z][a-z]{2} \d{4}$/.test(text)) problems.push(text)
      }
      // Structured data (JSON-LD) is read by machines, in ISO dates; it is no visible text.
      const visible = main.replace(/<script\b[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ')
      for (const m of visible.matchAll(/\b\d{1,2}\/\d{1,2}\/\d{4}\b|\b\d{4}-\d{2}-\d{2}\b|\b[A-Z][a-z]{2} \d{1,2}, \d{4}\b/g)) problems.push(`as text: ${m[0]}`)
      if (problems.length) bad[path] = problems
    }
    expect(bad).toEqual({})
  }, 120_000)

  it('home, a notice, a news item, a programme, events and videos do not shift (CLS 0), and their largest image is not lazy', async () => {
    const found: Record<string, unknown> = {}
    const paths = ['/', routes.find((r) => r.startsWith('/notice/'))!, routes.find((r) => r.startsWith('/news/'))!, routes.find((r) => r.startsWith('/program/'))!, '/all-events', '/videos', '/all-news']
    for (const viewport of [PHONE, DESKTOP]) {
      for (const path of paths) {
        const { page, context } = await open(path, viewport)
        await page.waitForLoadState('load')
        await page.waitForTimeout(500)
        const result = await largestImageAndShift(page)
        if (result.cls > 0 || result.largestLazy) found[`${path} at ${viewport.width}`] = result
        await context.close()
      }
    }
    expect(found).toEqual({})
  }, 300_000)

  it('"Read More", "Details", "View Details" and "View Profile" links name their item', async () => {
    const bad: string[] = []
    for (const path of ['/', '/all-news', '/all-notice', '/career', '/faculty', '/cse']) {
      const { page, context } = await open(path, DESKTOP)
      const names = await page.locator('a').evaluateAll((links) =>
        links
          .filter((a) => /^(Read More|Details|View Details|View Profile)/.test(a.textContent?.trim() ?? ''))
          .map((a) => ({ text: a.textContent!.trim(), label: a.getAttribute('aria-label') })),
      )
      for (const n of names) if (n.label !== null || /^(Read More|Details|View Details|View Profile)$/.test(n.text)) bad.push(`${path}: ${JSON.stringify(n)}`)
      await context.close()
    }
    expect(bad).toEqual([])
  })
})

/** The page's CLS so far, and whether the largest image in the first screen is loading lazily. */
function largestImageAndShift(page: Page) {
  return page.evaluate(() => {
    const images = [...document.querySelectorAll('img')].filter((img) => {
      const r = img.getBoundingClientRect()
      return r.width > 0 && r.height > 0 && r.top < innerHeight && getComputedStyle(img).visibility !== 'hidden'
    })
    const area = (img: HTMLImageElement) => img.getBoundingClientRect().width * img.getBoundingClientRect().height
    const largest = images.sort((a, b) => area(b) - area(a))[0]
    return {
      cls: Math.round((window as unknown as { __cls: number }).__cls * 1000) / 1000,
      largest: largest?.getAttribute('src') ?? null,
      largestLazy: largest?.loading === 'lazy',
    }
  })
}

describe('the icon set', () => {
  it('/favicon.ico, the apple-touch-icon and the web manifest answer, and every page links them', async () => {
    const ico = await fetch(`${live.site}/favicon.ico`)
    expect(ico.status).toBe(200)
    expect(ico.headers.get('content-type')).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/)
    expect([...new Uint8Array(await ico.arrayBuffer()).slice(0, 4)]).toEqual([0, 0, 1, 0])
    const touch = await fetch(`${live.site}/apple-touch-icon.png`)
    expect(touch.status).toBe(200)
    expect(touch.headers.get('content-type')).toBe('image/png')
    const manifest = await fetch(`${live.site}/site.webmanifest`)
    expect(manifest.status).toBe(200)
    const json = (await manifest.json()) as { icons: { src: string }[] }
    for (const icon of json.icons) expect((await fetch(`${live.site}${icon.src}`)).status).toBe(200)
    const { body } = await get(`${live.site}/about`)
    const head = /<head>([\s\S]*?)<\/head>/.exec(body)![1]!
    expect(head).toContain('<link rel="icon" href="/favicon.ico"')
    expect(head).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png"')
    expect(head).toContain('<link rel="manifest" href="/site.webmanifest"')
  })
})
