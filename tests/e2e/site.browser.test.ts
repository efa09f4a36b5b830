// The frame and notices in Debian's Chromium, against the production server and demo upstream.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { SITE } from '../../src/content/site'
import { DESKTOP, PHONE, openPage, waitForHydration } from '../support/browser'
import { ownSiteInBrowser } from '../support/site-in-browser'
import { settledAt } from '../support/lists'

/** A notice's title: its headline, its date in brackets (issue 36: recurring headlines told apart), the site's name. */
const datedTitleOf = (title: string, headline: string) =>
  title.startsWith(`${headline} (`) && /^ \(\d{1,2} \w+ \d{4}\) \| /.test(title.slice(headline.length)) && title.endsWith(` | ${SITE.in('en').name}`)

const live = ownSiteInBrowser()

describe("the site's script", () => {
  it.each(['/', '/all-notice', '/notice/1', '/no-such-page'])('runs on %s without console errors', async (path) => {
    const { page, context, errors } = await openPage(live.browser)
    await page.goto(`${live.site}${path}`)
    await waitForHydration(page)
    expect(errors.filter((e) => !e.includes('404'))).toEqual([])
    await context.close()
  })
})

describe('navigation', () => {
  it('opens one mobile menu section at a time', async () => {
    const { page, context } = await openPage(live.browser, PHONE)
    await page.goto(`${live.site}/all-notice`)
    await waitForHydration(page)
    await expect(page.locator('#mobile-menu').isVisible()).resolves.toBe(false)
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.locator('#mobile-menu')
    await menu.getByRole('button', { name: 'About' }).click()
    await expect(menu.getByRole('link', { name: 'Mission & Vision' }).isVisible()).resolves.toBe(true)
    // The bar is sticky: the open menu fits the screen below it and scrolls inside itself.
    await page.evaluate(() => window.scrollTo(0, 200))
    const fit = await menu.evaluate((el) => ({ bottom: el.getBoundingClientRect().bottom, screen: window.innerHeight, scrolls: el.scrollHeight > el.clientHeight }))
    expect(fit.bottom).toBeLessThanOrEqual(fit.screen)
    expect(fit.scrolls).toBe(true)
    await menu.getByRole('button', { name: 'Admission' }).click()
    await expect(menu.getByRole('link', { name: 'Admit Card' }).isVisible()).resolves.toBe(true)
    await expect(menu.getByRole('link', { name: 'Mission & Vision' }).isVisible()).resolves.toBe(false)
    expect(await menu.locator('[aria-expanded="true"]').count()).toBe(1)
    // Clicking the open section closes it.
    await menu.getByRole('button', { name: 'Admission' }).click()
    expect(await menu.locator('[aria-expanded="true"]').count()).toBe(0)
    // The top bar's contact links are hidden below the large width.
    await expect(page.locator('.top-bar__contact').isVisible()).resolves.toBe(false)
    await context.close()
  })

  it('opens the phone menu without JavaScript (as before hydration), every section shown', async () => {
    const { page, context } = await openPage(live.browser, PHONE, { javaScriptEnabled: false })
    await page.goto(`${live.site}/all-notice`)
    const menu = page.locator('#mobile-menu')
    await expect(menu.isVisible()).resolves.toBe(false)
    // The button needs JavaScript; its stand-in is a link to the menu.
    await expect(page.getByRole('button', { name: 'Open menu' }).isVisible()).resolves.toBe(false)
    await page.getByRole('link', { name: 'Open menu' }).click()
    await expect(menu.isVisible()).resolves.toBe(true)
    for (const name of ['Mission & Vision', 'Librarian', 'Admit Card', 'Law'])
      await expect(menu.getByRole('link', { name, exact: true }).isVisible()).resolves.toBe(true)
    await Promise.all([page.waitForURL(`${live.site}/admit-card`), menu.getByRole('link', { name: 'Admit Card', exact: true }).click()])
    await context.close()
  })

  it('opens the desktop menus and the quick links without JavaScript', async () => {
    const { page, context } = await openPage(live.browser, DESKTOP, { javaScriptEnabled: false })
    await page.goto(`${live.site}/all-notice`)
    await page.getByRole('button', { name: 'Administration' }).hover()
    await page.locator('#menu-administration').waitFor({ state: 'visible', timeout: 2000 })
    // The pointer left: the menu closes after a short delay (a diagonal path to a far link keeps it).
    await page.mouse.move(5, 600)
    await page.locator('#menu-administration').waitFor({ state: 'hidden', timeout: 2000 })
    await page.getByRole('button', { name: 'Schools' }).focus()
    await expect(page.locator('#menu-schools').getByRole('link', { name: 'Law' }).isVisible()).resolves.toBe(true)
    await expect(page.locator('#quick-links').isVisible()).resolves.toBe(false)
    await page.getByRole('link', { name: 'Quick links' }).click()
    for (const name of ['Library', 'University Repository', 'HR', 'Alumni'])
      await expect(page.locator('#quick-links').getByRole('link', { name }).isVisible()).resolves.toBe(true)
    // The phone menu's stand-in is not shown at desktop width.
    await expect(page.getByRole('link', { name: 'Open menu' }).isVisible()).resolves.toBe(false)
    await context.close()
  })

  it('keeps a phone menu opened before hydration open, and shows only the real button once hydrated', async () => {
    const { page, context, errors } = await openPage(live.browser, PHONE)
    await page.goto(`${live.site}/all-notice#mobile-menu`)
    await waitForHydration(page)
    await expect(page.locator('#mobile-menu').isVisible()).resolves.toBe(true)
    await expect(page.getByRole('button', { name: 'Close menu' }).isVisible()).resolves.toBe(true)
    expect(await page.locator('.js-fallback:visible').count()).toBe(0)
    // Hydrated, the sections are an accordion again: all closed until one is chosen.
    expect(await page.locator('#mobile-menu .mobile-menu__panel:visible').count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('opens the mega-menu on hover and by keyboard, in three columns', async () => {
    const { page, context } = await openPage(live.browser, DESKTOP)
    await page.goto(`${live.site}/all-notice`)
    await waitForHydration(page)
    await expect(page.locator('.top-bar__contact').isVisible()).resolves.toBe(true)
    await page.getByRole('button', { name: 'Administration' }).hover()
    await page.locator('#menu-administration').waitFor({ state: 'visible', timeout: 2000 })
    expect(await page.locator('#menu-administration .mega-menu__column').count()).toBe(3)
    await page.mouse.move(5, 600)
    await page.locator('#menu-administration').waitFor({ state: 'hidden', timeout: 2000 })

    await page.getByRole('button', { name: 'Schools' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('#menu-schools').isVisible()).resolves.toBe(true)
    await page.keyboard.press('Tab')
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Computer Science and Engineering')
    await page.keyboard.press('Escape')
    await expect(page.locator('#menu-schools').isVisible()).resolves.toBe(false)
    await context.close()
  })

  it('opens the quick links and shifts the dropdowns after 100 px of scroll', async () => {
    const { page, context } = await openPage(live.browser, DESKTOP)
    await page.goto(`${live.site}/all-notice`)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Quick links' }).click()
    for (const name of ['Library', 'University Repository', 'HR', 'Alumni']) {
      await expect(page.locator('#quick-links').getByRole('link', { name }).isVisible()).resolves.toBe(true)
    }
    expect(await page.locator('nav.site-nav--scrolled').count()).toBe(0)
    await page.evaluate(() => window.scrollTo(0, 90))
    await page.waitForTimeout(100)
    expect(await page.locator('nav.site-nav--scrolled').count()).toBe(0)
    await page.evaluate(() => window.scrollTo(0, 400))
    await page.waitForSelector('nav.site-nav--scrolled')
    await context.close()
  })
})

describe('titles on client navigation', () => {
  it('changes document.title and keeps exactly one <title>', async () => {
    const { page, context, errors } = await openPage(live.browser)
    await page.goto(`${live.site}/all-notice`)
    await waitForHydration(page)
    expect(await page.title()).toBe(`All Notices | ${SITE.in('en').name}`)
    const first = page.locator('.notice-list li').first()
    const headline = (await first.locator('.notice-list__headline').textContent())!
    await first.getByRole('link', { name: /Details/ }).click()
    await page.waitForURL(/\/notice\/\d+$/)
    await page.waitForFunction((h) => document.title.startsWith(h), headline)
    expect(datedTitleOf(await page.title(), headline)).toBe(true)
    expect(await page.locator('title').count()).toBe(1)
    // The side list switches the notice in place.
    const other = page.locator('aside a').nth(3)
    const otherHeadline = (await other.evaluate((a) => a.lastChild?.textContent))!
    await other.click()
    await page.waitForFunction((h) => document.querySelector('h1')?.textContent === h, otherHeadline)
    expect(datedTitleOf(await page.title(), otherHeadline)).toBe(true)
    await page.goBack()
    await page.waitForFunction((h) => document.title.startsWith(h), headline)
    expect(errors).toEqual([])
    await context.close()
  })
})

/** The loading texts the page shows from now on, with its aria-busy, as it shows them (reported by the page itself). */
async function loadingTextsShown(page: Page): Promise<string[]> {
  const shown: string[] = []
  page.on('console', (message) => shown.push(message.text()))
  await page.evaluate(() => {
    const loading = document.getElementById('page-loading')!
    new MutationObserver(() => {
      if (loading.classList.contains('is-visible')) console.log(`shown: ${loading.textContent}, busy: ${document.body.getAttribute('aria-busy')}`)
    }).observe(loading, { attributes: true, childList: true, characterData: true, subtree: true })
  })
  return shown
}

describe('loading text as a link is followed (spec §8)', () => {
  it("a notice shows 'Loading notice...' as a recent notice's link is followed, until it arrives", async () => {
    const { page, context, errors } = await openPage(live.browser)
    await page.goto(`${live.site}/notice/1194`)
    await waitForHydration(page)
    // A notice nobody has opened yet, so it comes from the (slow) upstream.
    const link = page.locator('.side-list a:not([aria-current])').last()
    const href = (await link.getAttribute('href'))!
    await live.stack.upstream.setMode({ latencyMs: 1500 })
    try {
      const shown = await loadingTextsShown(page)
      await link.click()
      await page.waitForURL(`${live.site}${href}`)
      expect(shown).toContain('shown: Loading notice..., busy: true')
      await expect(page.locator('#page-loading').textContent()).resolves.toBe('')
    } finally {
      await live.stack.upstream.setMode({ latencyMs: 0 })
    }
    expect(errors).toEqual([])
    await context.close()
  })

  it("shows 'Loading notice...' while the next notice's data is on its way, then the notice", async () => {
    const { page, context, errors } = await openPage(live.browser)
    await page.goto(`${live.site}/all-notice`)
    await waitForHydration(page)
    const status = page.locator('#page-loading')
    await expect(status.textContent()).resolves.toBe('')
    // A notice nobody has opened yet, so its details come from the (slow) upstream.
    const item = page.locator('.notice-list li').nth(21)
    const headline = (await item.locator('.notice-list__headline').textContent())!
    await live.stack.upstream.setMode({ latencyMs: 1500 })
    try {
      // The site's script shows the text as the link is followed, the list staying on screen with it until the
      // notice arrives. Playwright waits for that load to commit (its
      // click, and any look at the page meanwhile), so the list's page reports what it shows as it shows it.
      const shown = await loadingTextsShown(page)
      await item.getByRole('link', { name: /Details/ }).click()
      await page.waitForFunction((h) => document.querySelector('h1')?.textContent === h, headline)
      expect(shown).toContain('shown: Loading notice..., busy: true')
      await expect(status.textContent()).resolves.toBe('')
      await expect(page.locator('body').getAttribute('aria-busy')).resolves.toBeNull()
    } finally {
      await live.stack.upstream.setMode({ latencyMs: 0 })
    }
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('notice filters', () => {
  it('filter by title (any case) and by date', async () => {
    const { page, context } = await openPage(live.browser)
    await page.goto(`${live.site}/all-notice`)
    await waitForHydration(page)
    const items = page.locator('.notice-list li')
    expect(await items.count()).toBe(50)
    const headline = (await items.nth(2).locator('.notice-list__headline').textContent())!
    const word = headline.split(' ').find((w) => w.length > 5)!
    await page.getByLabel('Search by title').fill(word.toUpperCase())
    // The list follows the URL, which follows the filters (tests/e2e/lists.browser.test.ts).
    await settledAt(page, (u) => u.searchParams.get('title') === word.toUpperCase())
    const titles = await items.locator('.notice-list__headline').allTextContents()
    expect(titles.length).toBeGreaterThan(0)
    for (const t of titles) expect(t.toLowerCase()).toContain(word.toLowerCase())

    await page.getByLabel('Search by title').fill('')
    await settledAt(page, (u) => !u.searchParams.has('title'))
    const date = (await items.nth(4).locator('time').getAttribute('datetime'))!
    await page.getByLabel('Year', { exact: true }).selectOption(date.slice(0, 4))
    await page.getByLabel('Month', { exact: true }).selectOption(date.slice(5, 7))
    await page.getByLabel('Day', { exact: true }).selectOption(date.slice(8, 10))
    await settledAt(page, (u) => u.searchParams.get('day') === date.slice(8, 10))
    const dates = await items.locator('time').evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''))
    expect(dates.length).toBeGreaterThan(0)
    for (const d of dates) expect(d).toContain(date)

    await page.getByLabel('Search by title').fill('zzzz-nothing')
    await settledAt(page, (u) => u.searchParams.get('title') === 'zzzz-nothing')
    await expect(page.getByText('No notices found.').isVisible()).resolves.toBe(true)
    await context.close()
  })

  it('shows the rest after the first 50 on the Next page link', async () => {
    const { page, context } = await openPage(live.browser)
    await page.goto(`${live.site}/all-notice`)
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Next' }).click()
    await settledAt(page, (u) => u.searchParams.get('page') === '2')
    expect(await page.locator('.notice-list li').count()).toBeGreaterThan(0)
    await context.close()
  })
})
