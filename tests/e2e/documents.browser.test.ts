// An applicant document downloaded without JavaScript, in Debian's Chromium against the production server
// and the demo upstream: the PDF arrives while the form's page stays, and its next view says it was
// downloaded (the outcome cookie set by the PDF answer). Needs `npm run build`.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, launchBrowser, openPage } from '../support/browser'
import { RIGHT } from '../support/documents-post'
import { startStack } from '../support/processes'

let stack: Awaited<ReturnType<typeof startStack>>
let browser: Browser

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startStack(), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

describe('document download without JavaScript', () => {
  it('downloads Admit-Card.pdf, and the page then says the admit card was downloaded, once', async () => {
    await using opened = await openPage(browser, DESKTOP, { javaScriptEnabled: false })
    const { page } = opened
    await page.goto(`${stack.site.url}/admit-card`)
    await page.getByLabel('Mobile Number').fill(RIGHT.mobile_number)
    await page.getByLabel('Password').fill(RIGHT.verification_code)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()])
    expect(download.suggestedFilename()).toBe('Admit-Card.pdf')
    const said = page.getByRole('status').filter({ hasText: "Your admit card was downloaded: open it from your browser's downloads." })
    await expect(said.count()).resolves.toBe(0)
    await page.reload()
    await expect(said.isVisible()).resolves.toBe(true)
    await page.reload()
    await expect(said.count()).resolves.toBe(0)
  })
})
