// axe-core with every rule (WCAG 2.2 AA and best practices) on every route of one language, each page at
// phone and then desktop width, with the menus closed; then with the phone menu, a mega-menu and the
// quick links open. One file per language (tests/e2e/axe*.browser.test.ts) so the two run side by side.
import { beforeAll, expect, it } from 'vitest'
import { localePath, type Locale } from '../../src/routes/locale'
import { ALL_AXE_TAGS, axeFindings, axeViolations, DESKTOP, openPage, PHONE, waitForHydration } from './browser'
import { allRoutes } from './all-routes'
import { ALL_ROUTES as OFFICE_ROUTES } from './offices-routes'
import { siteInBrowser } from './site-in-browser'

export function axeSweep(locale: Locale) {
  const live = siteInBrowser()
  let routes: string[] = []

  beforeAll(async () => {
    const english = [...new Set([...(await allRoutes(live.site)), ...OFFICE_ROUTES.map((r) => r.path)])]
    routes = english.map((path) => localePath(locale, path))
  })

  it('no violations on any route with the menus closed, at phone and desktop widths', async () => {
    expect(await axeFindings(live.browser, live.site, routes, [PHONE, DESKTOP])).toEqual({})
  }, 900_000)

  it('no violations with the menus open', async () => {
    const found: Record<string, string[]> = {}
    for (const path of [localePath(locale, '/'), localePath(locale, '/cse'), routes.find((r) => r.includes('/program/'))!]) {
      for (const viewport of [PHONE, DESKTOP]) {
        await using opened = await openPage(live.browser, viewport)
        const { page } = opened
        page.setDefaultTimeout(15_000)
        await page.goto(`${live.site}${path}`)
        await waitForHydration(page)
        if (viewport === PHONE) {
          await page.locator('button[aria-controls="mobile-menu"]').click()
          await page.locator('#mobile-menu button[aria-expanded]').first().click()
          found[`${path} phone menu`] = await axeViolations(page, { tags: ALL_AXE_TAGS })
        } else {
          await page.locator('button[aria-controls="menu-admission"]').click()
          await page.locator('#menu-admission').waitFor({ state: 'visible' })
          found[`${path} mega-menu`] = await axeViolations(page, { tags: ALL_AXE_TAGS })
          await page.keyboard.press('Escape')
          await page.locator('button[aria-controls="quick-links"]').click()
          found[`${path} quick links`] = await axeViolations(page, { tags: ALL_AXE_TAGS })
        }
      }
    }
    expect(Object.fromEntries(Object.entries(found).filter(([, v]) => v.length))).toEqual({})
  }, 300_000)
}
