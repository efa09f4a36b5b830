// axe-core WCAG 2.1 AA on every office, leadership, department and download page, at phone and desktop widths.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, DESKTOP, PHONE, launchBrowser, openPage, waitForHydration } from '../support/browser'
import { startStack } from '../support/processes'
import { ALL_ROUTES } from './routes'

let stack: Awaited<ReturnType<typeof startStack>>
let browser: Browser
let site = ''

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startStack(), launchBrowser()])
  site = stack.site.url
})
afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP],
])('accessibility at %s width', (_name, viewport) => {
  it.each(ALL_ROUTES.map((r) => r.path))('%s has no WCAG 2.1 AA violations', async (path) => {
    const { page, context, errors } = await openPage(browser, viewport)
    try {
      page.setDefaultTimeout(15_000)
      await page.goto(`${site}${path}`)
      await waitForHydration(page)
      expect(await axeViolations(page)).toEqual([])
      expect(errors).toEqual([])
    } finally {
      await context.close()
    }
  })
})
