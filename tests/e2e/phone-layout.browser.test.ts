// What a visitor sees on a 320–412 px phone (issue 25's list of the phone's visual defects): no word split
// mid-way, no table cut off, a centred profile photo, a breadcrumb trail without a dangling separator,
// controls that look like controls and show where focus is. Debian's Chromium against the production server.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openHydrated, openPage, phoneOf } from '../support/browser'
import { siteInBrowser } from '../support/site-in-browser'

const live = siteInBrowser()

const PHONE_360 = phoneOf(360)

const open = (path: string, device = PHONE_360) => openHydrated(live.browser, `${live.site}${path}`, device)

/** The words inside `selector` that a line break splits (their glyphs sit on two lines). */
function splitWords(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((els) =>
    els.flatMap((el) => {
      const split: string[] = []
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const m of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange()
          range.setStart(node, m.index)
          range.setEnd(node, m.index + m[0].length)
          if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) split.push(m[0])
        }
      }
      return split
    }),
  )
}

/** How many lines an element's text takes. */
const lineCount = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size
  })

describe('words stay whole', () => {
  it.each([320, 360, 390, 412])('a programme\'s key facts ("Undergraduate") at %i px', async (width) => {
    const { page, context } = await open('/program/cse', phoneOf(width))
    expect(await page.locator('.summary-card__value').count()).toBeGreaterThan(4)
    expect(await splitWords(page, '.summary-card__value, .summary-card__label')).toEqual([])
    await context.close()
  })
})

describe('the academic calendar at 360 px', () => {
  it('shows every column of an entry, End Date included, without sideways scrolling, each date on one line', async () => {
    const { page, context } = await open('/academic-calendar')
    const region = page.locator('.table-responsive:has(.academic-calendar)')
    expect(await region.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true)
    const end = page.locator('.academic-calendar tbody tr').first().locator('td[data-label="End Date"]')
    const box = (await end.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE_360.viewport.width)
    expect(await end.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"End Date"')
    expect(await lineCount(page, '.academic-calendar tbody tr td[data-label="Start Date"] time')).toBe(1)
    expect(await lineCount(page, '.academic-calendar tbody tr td[data-label="End Date"] time')).toBe(1)
    await context.close()
  })
})

describe('the frame and controls at 360 px', () => {
  it('a profile photo is centred in its column', async () => {
    const { page, context } = await open('/profile/T-1001')
    const [photo, column] = await Promise.all([page.locator('.faculty-profile__photo').boundingBox(), page.locator('.faculty-profile__photo').locator('xpath=..').boundingBox()])
    const left = photo!.x - column!.x
    const right = column!.x + column!.width - (photo!.x + photo!.width)
    expect(Math.abs(left - right)).toBeLessThanOrEqual(2)
    await context.close()
  })

  it.each([
    ['/notice/1194', 360],
    ['/profile/T-1001', 360],
    ['/news/301', 360],
    ['/program/cse', 320],
    ['/htm', 320],
  ])('the breadcrumb trail of %s at %i px is one line, so no separator starts a line, and fits the screen', async (path, width) => {
    const { page, context } = await open(path, phoneOf(width))
    const tops = await page.locator('.site-breadcrumb .breadcrumb-item').evaluateAll((items) => items.map((i) => Math.round(i.getBoundingClientRect().top)))
    expect(tops.length).toBeGreaterThan(1)
    expect(new Set(tops).size).toBe(1)
    const trail = (await page.locator('.site-breadcrumb').boundingBox())!
    expect(trail.x + trail.width).toBeLessThanOrEqual(width)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await context.close()
  })

  it('the advertisement tabs sit side by side, each outlined like a tab', async () => {
    const { page, context } = await open('/admission-advertisements')
    const tabs = page.locator('.advert-tabs .nav-link')
    const boxes = await tabs.evaluateAll((els) => els.map((el) => ({ top: Math.round(el.getBoundingClientRect().top), border: getComputedStyle(el).borderTopWidth, colour: getComputedStyle(el).borderTopColor })))
    expect(boxes).toHaveLength(2)
    expect(boxes[0]!.top).toBe(boxes[1]!.top)
    for (const b of boxes) {
      expect(parseFloat(b.border)).toBeGreaterThanOrEqual(1)
      expect(b.colour).not.toBe('rgba(0, 0, 0, 0)')
    }
    await context.close()
  })

  it('the social links in the top bar are targets of at least 24 × 24 px', async () => {
    const { page, context } = await open('/')
    const sizes = await page.locator('.top-bar__social a').evaluateAll((links) => links.map((a) => a.getBoundingClientRect()).map((r) => [r.width, r.height]))
    expect(sizes.length).toBeGreaterThan(3)
    for (const [w, h] of sizes) expect(Math.min(w!, h!)).toBeGreaterThanOrEqual(24)
    await context.close()
  })

  it.each(['Quick links', 'Open menu'])('the %s button shows where keyboard focus is', async (name) => {
    const { page, context } = await open('/about')
    const button = page.getByRole('button', { name })
    // Focus from the keyboard (focus-visible), as a keyboard or switch user moves it.
    await button.focus()
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Tab')
    expect(await button.evaluate((el) => el === document.activeElement && el.matches(':focus-visible'))).toBe(true)
    const box = (await button.boundingBox())!
    const around = { x: box.x - 6, y: box.y - 6, width: box.width + 12, height: box.height + 12 }
    const focused = await page.screenshot({ clip: around })
    await page.locator('h1').click()
    const unfocused = await page.screenshot({ clip: around })
    expect(focused.equals(unfocused)).toBe(false)
    await context.close()
  })

  it("a list's page links are in the site's green, not Bootstrap's blue", async () => {
    const { page, context } = await open('/all-notice')
    const colour = await page.locator('.pagination a.page-link').first().evaluate((el) => getComputedStyle(el).color)
    expect(colour).toBe('rgb(17, 94, 50)')
    await context.close()
  })
})

describe('videos without JavaScript', () => {
  it("the player is a link to the video's page on YouTube", async () => {
    const { page, context } = await openPage(live.browser, PHONE_360, { javaScriptEnabled: false })
    await page.goto(`${live.site}/videos`)
    const player = page.getByRole('link', { name: /^Play video: / })
    expect(await player.getAttribute('href')).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[\w-]+$/)
    await context.close()
  })
})
