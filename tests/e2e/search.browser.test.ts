// The frame's search box as people use it, in Debian's Chromium against the production server: typed
// into the desktop bar or the phone menu and submitted, with and without JavaScript; then the type
// filter and the pages of the results page followed as links.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, openPage, waitForHydration } from '../support/browser'
import { siteInBrowser } from '../support/site-in-browser'

const live = siteInBrowser()

const resultHrefs = (page: Page) => page.locator('.search-result h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))

describe.each([
  { javaScript: true, name: 'JavaScript on' },
  { javaScript: false, name: 'JavaScript off' },
])('the search box ($name)', ({ javaScript }) => {
  it('in the desktop bar: typed and submitted with Enter, shows the results', async () => {
    await using opened = await openPage(live.browser, DESKTOP, { javaScriptEnabled: javaScript })
    const { page, errors } = opened
    await page.goto(`${live.site}/about`)
    if (javaScript) await waitForHydration(page)
    const box = page.getByRole('search', { name: 'Site search' }).getByRole('searchbox', { name: 'Search the site' })
    await box.fill('examination')
    await box.press('Enter')
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'examination')
    await expect.poll(() => page.title()).toBe('Search results for “examination” | Hill Tracts University')
    expect((await resultHrefs(page)).length).toBe(20)
    await expect(page.locator('.search-result mark').first().isVisible()).resolves.toBe(true)
    expect(errors).toEqual([])
  })

  it('in the phone menu: opened, typed in Bengali and submitted with its button, finds the Bengali story', async () => {
    await using opened = await openPage(live.browser, PHONE, { javaScriptEnabled: javaScript })
    const { page, errors } = opened
    await page.goto(`${live.site}/about`)
    if (javaScript) await waitForHydration(page)
    await page.getByRole(javaScript ? 'button' : 'link', { name: 'Open menu' }).click()
    const form = page.getByRole('search', { name: 'Site search in the menu' })
    await form.getByRole('searchbox', { name: 'Search the site' }).fill('আবৃত্তি')
    await form.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'আবৃত্তি')
    // The URL changes before the new page renders (client navigation): wait for it.
    // The story first; after it, if any, written pages in Bengali (their twins under /bn; বৃত্তি is one letter off).
    await expect.poll(async () => (await resultHrefs(page))[0]).toBe('/news/291')
    expect((await resultHrefs(page)).slice(1).filter((href) => !href?.startsWith('/bn/'))).toEqual([])
    await expect(page.locator('.search-result mark').first().textContent()).resolves.toBe('আবৃত্তি')
    // Nothing scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    expect(errors).toEqual([])
  })

  it('on the results page: the type filter and the next page are links', async () => {
    await using opened = await openPage(live.browser, PHONE, { javaScriptEnabled: javaScript })
    const { page, errors } = opened
    await page.goto(`${live.site}/search?q=examination`)
    if (javaScript) await waitForHydration(page)
    await page.getByRole('navigation', { name: 'Filter results by type' }).getByRole('link', { name: /^Notice/ }).click()
    await page.waitForURL((url) => url.searchParams.get('type') === 'notice')
    await page.locator('.search-types [aria-current="page"]', { hasText: 'Notice' }).waitFor()
    const badges = await page.locator('.search-result .badge').allTextContents()
    expect(new Set(badges)).toEqual(new Set(['Notice']))
    const firstPage = await resultHrefs(page)
    await page.getByRole('navigation', { name: 'Search results: pages' }).getByRole('link', { name: 'Next' }).click()
    await page.waitForURL((url) => url.searchParams.get('page') === '2' && url.searchParams.get('type') === 'notice')
    await page.locator('[aria-current="page"]', { hasText: '2' }).waitFor()
    const secondPage = await resultHrefs(page)
    expect(secondPage.length).toBeGreaterThan(0)
    for (const href of secondPage) expect(firstPage).not.toContain(href)
    expect(errors).toEqual([])
  })
})
