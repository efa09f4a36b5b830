// The head of a list as the browser keeps it across client-side navigation (Chromium, JavaScript on):
// page 2's title says so, a filtered view says noindex and its canonical carries the filter, and going
// back to the plain list takes both away. Needs `npm run build`.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, openPage, waitForHydration } from '../support/browser'
import { sharedBrowser } from '../support/shared'
import { settledAt, startPinnedStack } from '../support/lists'

let stack: Awaited<ReturnType<typeof startPinnedStack>>
let browser: Browser

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startPinnedStack(), sharedBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

describe('a list\'s head after client-side navigation', () => {
  it('page 2 is titled as such; typing a filter makes the view noindex with the filter in its canonical; clearing it undoes both', async () => {
    await using opened = await openPage(browser, DESKTOP)
    const { page, errors } = opened
    const head = async () => ({
      title: await page.title(),
      robots: await page.locator('head meta[name="robots"]').evaluateAll((els) => els.map((e) => e.getAttribute('content'))),
      canonical: new URL((await page.locator('head link[rel="canonical"]').getAttribute('href'))!).search,
    })
    await page.goto(`${stack.site.url}/all-notice`)
    await waitForHydration(page)
    expect(await head()).toEqual({ title: 'All Notices | Hill Tracts University', robots: [], canonical: '' })
    await page.getByRole('link', { name: 'Next' }).click()
    await settledAt(page, (u) => u.search === '?page=2')
    expect(await head()).toMatchObject({ robots: [], canonical: '?page=2' })
    expect((await head()).title).toMatch(/^All Notices, page 2 of \d+ \| Hill Tracts University$/)
    await page.goto(`${stack.site.url}/all-notice`)
    await waitForHydration(page)
    await page.getByLabel('Search by title').pressSequentially('exam', { delay: 30 })
    await settledAt(page, (u) => u.searchParams.get('title') === 'exam')
    expect(await head()).toEqual({ title: 'All Notices | Hill Tracts University', robots: ['noindex, follow'], canonical: '?title=exam' })
    await page.getByLabel('Search by title').fill('')
    await settledAt(page, (u) => !u.searchParams.has('title'))
    expect(await head()).toEqual({ title: 'All Notices | Hill Tracts University', robots: [], canonical: '' })
    expect(errors).toEqual([])
  })
})
