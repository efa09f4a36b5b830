// Every route in both languages with JavaScript off, on a 360 px phone (a first paint that never
// hydrates): the page answers 200 in its language with its heading, fits the screen, and the frame's
// way to the rest of the site works (the phone menu opens from its link, the language switch leads to
// the twin). The controls themselves without JavaScript: tests/e2e/first-tap, lists, site, offline.
// Needs `npm run build`.
import { beforeAll, describe, expect, it } from 'vitest'
import { localePath, type Locale } from '../../src/routes/locale'
import { openPage, phoneOf } from '../support/browser'
import { allRoutes } from '../support/all-routes'
import { ALL_ROUTES as OFFICE_ROUTES } from '../support/offices-routes'
import { siteInBrowser } from '../support/site-in-browser'

const live = siteInBrowser()
let routes: string[] = []

beforeAll(async () => {
  routes = [...new Set([...(await allRoutes(live.site)), ...OFFICE_ROUTES.map((r) => r.path)])]
})

describe.each(['en', 'bn'] as const)('JavaScript off, every %s route', (locale: Locale) => {
  it('answers in its language with its heading, fits a 360 px screen, and opens the phone menu from its link', async () => {
    await using opened = await openPage(live.browser, phoneOf(360), { javaScriptEnabled: false })
    const { page } = opened
    page.setDefaultTimeout(10_000)
    const problems: string[] = []
    for (const [i, english] of routes.entries()) {
      const path = localePath(locale, english)
      const answer = await page.goto(`${live.site}${path}`)
      const found = await page.evaluate(() => ({
        lang: document.documentElement.lang,
        heading: document.querySelector('main h1')?.textContent?.trim() ?? '',
        headingShown: (document.querySelector('main h1')?.getBoundingClientRect().height ?? 0) > 0 || document.querySelector('main h1.visually-hidden') !== null,
        overflow: document.documentElement.scrollWidth - innerWidth,
        switchTo: document.querySelector('a[hreflang]')?.getAttribute('href') ?? '',
      }))
      if (answer?.status() !== 200) problems.push(`${path}: ${answer?.status()}`)
      if (found.lang !== locale) problems.push(`${path}: lang ${found.lang}`)
      if (!found.heading || !found.headingShown) problems.push(`${path}: no heading`)
      if (found.overflow > 0) problems.push(`${path}: ${found.overflow} px wider than the screen`)
      const twin = localePath(locale === 'en' ? 'bn' : 'en', english)
      if (found.switchTo !== twin) problems.push(`${path}: the language switch leads to ${found.switchTo}, not ${twin}`)
      // The phone menu from its link, on every fifth page (the frame is one component).
      if (i % 5 === 0) {
        await page.locator('a[href="#mobile-menu"]').click()
        if (!(await page.locator('#mobile-menu').isVisible())) problems.push(`${path}: the phone menu did not open`)
      }
    }
    expect(problems).toEqual([])
  }, 300_000)
})
