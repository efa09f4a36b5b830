// axe-core WCAG 2.1 AA on every office, leadership, department and download page, at phone and desktop widths.
import { describe, expect, it } from 'vitest'
import { axeViolations, DESKTOP, PHONE, openPage, waitForHydration } from '../support/browser'
import { siteInBrowser } from '../support/site-in-browser'
import { ALL_ROUTES } from '../support/offices-routes'

const live = siteInBrowser()

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('accessibility at %s width', (_name, viewport) => {
  it.each(ALL_ROUTES.map((r) => r.path))('%s has no WCAG 2.1 AA violations', async (path) => {
    await using opened = await openPage(live.browser, viewport)
    const { page, errors } = opened
    page.setDefaultTimeout(15_000)
    await page.goto(`${live.site}${path}`)
    await waitForHydration(page)
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
  })
})
