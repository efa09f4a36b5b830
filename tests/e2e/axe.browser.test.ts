// axe-core with every rule it runs (WCAG 2.2 AA and best practices) on every route, at phone and
// desktop widths, with the menus closed; and with a mega-menu, the quick links and the phone menu open.
import { beforeAll, describe, expect, it } from 'vitest'
import { ALL_AXE_TAGS, axeViolations, DESKTOP, PHONE, openPage, waitForHydration, axeFindings } from '../support/browser'
import { siteInBrowser } from '../support/site-in-browser'
import { allRoutes } from '../support/all-routes'

const live = siteInBrowser()
let routes: string[] = []

beforeAll(async () => {
  routes = await allRoutes(live.site)
})

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('axe, all rules, at %s width', (_name, viewport) => {
  it('no violations on any route with the menus closed', async () => {
    expect(await axeFindings(live.browser, live.site, routes, viewport)).toEqual({})
  }, 600_000)

  it('no violations with the menus open', async () => {
    const found: Record<string, string[]> = {}
    for (const path of ['/', '/cse', routes.find((r) => r.startsWith('/program/'))!]) {
      await using opened = await openPage(live.browser, viewport)
      const { page } = opened
      page.setDefaultTimeout(15_000)
      await page.goto(`${live.site}${path}`)
      await waitForHydration(page)
      if (viewport === PHONE) {
        await page.getByRole('button', { name: 'Open menu' }).click()
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
    expect(Object.fromEntries(Object.entries(found).filter(([, v]) => v.length))).toEqual({})
  }, 300_000)
})
