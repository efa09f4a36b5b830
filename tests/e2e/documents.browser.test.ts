// An applicant document downloaded in Debian's Chromium against the production server and the demo upstream.
// Without JavaScript the PDF arrives while the form's page stays, and its next view says it was downloaded (the
// outcome cookie set by the PDF answer). With it, the page's plain script (src/components/fetch-form/enhance.ts, no React) posts by
// fetch: the busy text while the answer is pending, one request however often the button is pressed, the PDF saved
// under its name, the outcomes in the page's language. Needs `npm run build`.
import type { Browser, Page, Route } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, MOTO_G_POWER, openPage, waitForHydration } from '../support/browser'
import { sharedBrowser } from '../support/shared'
import { RIGHT, WRONG } from '../support/documents-post'
import { languageOf } from '../support/forms'
import { startStack } from '../support/processes'

let stack: Awaited<ReturnType<typeof startStack>>
let browser: Browser

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startStack(), sharedBrowser()])
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

/** Holds the page's posts to `kind`'s endpoint until `release()`: a slow answer, and how many were sent. */
async function holdPosts(page: Page, kind: string) {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  const posts: Route[] = []
  await page.route(`**/api/admission-documents/${kind}`, async (route) => {
    posts.push(route)
    await released
    await route.continue()
  })
  return { posts, release }
}

describe('document download with JavaScript (no React: the site script)', () => {
  it("says 'Downloading...' on a disabled button while the answer is pending, sends one request for a double tap, then saves Admit-Card.pdf", async () => {
    await using opened = await openPage(browser, MOTO_G_POWER)
    const { page, errors } = opened
    await page.goto(`${stack.site.url}/admit-card`)
    await waitForHydration(page)
    await expect(page.locator('script[src*="/assets/entries/"]').count()).resolves.toBe(0)
    const held = await holdPosts(page, 'admit-card')
    await page.getByLabel('Mobile Number').fill(RIGHT.mobile_number)
    await page.getByLabel('Password').fill(RIGHT.verification_code)
    const button = page.getByRole('button', { name: 'Download' })
    await button.tap()
    const busy = page.getByRole('button', { name: 'Downloading...' })
    await busy.waitFor()
    await expect(busy.isDisabled()).resolves.toBe(true)
    // Tapped again, and the form submitted by Enter, while the first answer is pending: nothing more is sent.
    await busy.tap({ force: true })
    await page.locator('form[action$="/admit-card"]').evaluate((form: HTMLFormElement) => form.requestSubmit())
    const [download] = await Promise.all([page.waitForEvent('download'), held.release()])
    expect(download.suggestedFilename()).toBe('Admit-Card.pdf')
    await page.getByRole('status').filter({ hasText: 'Your admit card is downloading.' }).waitFor()
    expect(held.posts.length).toBe(1)
    await expect(page.getByRole('button', { name: 'Download' }).isEnabled()).resolves.toBe(true)
    // The password is emptied, the number kept; the page stayed.
    await expect(page.getByLabel('Password').inputValue()).resolves.toBe('')
    await expect(page.getByLabel('Mobile Number').inputValue()).resolves.toBe(RIGHT.mobile_number)
    expect(page.url()).toBe(`${stack.site.url}/admit-card`)
    expect(errors).toEqual([])
  })

  it("/bn/offer-letter: the busy text, the success and the server's own errors in Bengali; an upstream's message as published", async () => {
    await using opened = await openPage(browser, DESKTOP)
    const { page, errors } = opened
    await page.goto(`${stack.site.url}/bn/offer-letter`)
    await waitForHydration(page)
    const held = await holdPosts(page, 'offer-letter')
    await page.getByLabel('মোবাইল নম্বর').fill('12')
    await page.getByLabel('পাসওয়ার্ড').fill('secret')
    await page.getByRole('button', { name: 'ডাউনলোড' }).click()
    await page.getByRole('button', { name: 'ডাউনলোড হচ্ছে...' }).waitFor()
    held.release()
    // The server's check of the number, answered in the form's language.
    await page.getByRole('alert').filter({ hasText: 'সঠিক মোবাইল নম্বর লিখুন, যেমন: 01712345678।' }).waitFor()
    await page.getByLabel('মোবাইল নম্বর').fill(WRONG.mobile_number)
    await page.getByLabel('পাসওয়ার্ড').fill(WRONG.verification_code)
    await page.getByRole('button', { name: 'ডাউনলোড' }).click()
    // The site's Bengali text for a refusal, the admission API's own English words beside it, marked as English.
    const refused = page.getByRole('alert').filter({ hasText: /^আপনার তথ্য যাচাই করা যায়নি। \([A-Za-z]/ })
    await refused.waitFor()
    await expect(languageOf(refused.locator('[lang="en"]'))).resolves.toBe('en')
    await page.getByLabel('পাসওয়ার্ড').fill(RIGHT.verification_code)
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'ডাউনলোড' }).click()])
    expect(download.suggestedFilename()).toBe('Offer-Letter.pdf')
    const done = page.getByRole('status').filter({ hasText: 'আপনার প্রস্তাবপত্র ডাউনলোড হচ্ছে।' })
    await done.waitFor()
    await expect(languageOf(done)).resolves.toBe('bn')
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([])
  })
})
