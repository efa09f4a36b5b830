// The programme, fee, admission, contact and document pages on /bn, hydrated in Chromium: no console error (a
// hydration mismatch is one), axe (WCAG 2.1 AA) finds nothing; the forms' labels, states and the outcome texts
// the site writes (its own, also what the server answers with) are Bengali; form actions stay /api/…
// Needs `npm run build`.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, DESKTOP, launchBrowser, openHydrated, PHONE } from '../support/browser'
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

describe('forms on Bengali pages', () => {
  it('/bn/contact: Bengali labels, and the request-failure text in Bengali', async () => {
    await using opened = await openHydrated(browser, `${stack.site.url}/bn/contact`)
    const { page } = opened
    await expect(page.locator('form.contact-form').getAttribute('action')).resolves.toBe('/api/contact')
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'))
    await page.getByLabel('নাম', { exact: true }).fill('রহিম')
    await page.getByLabel('ই-মেইল', { exact: true }).fill('rahim@example.com')
    await page.getByLabel('বিষয়', { exact: true }).fill('ভর্তি')
    await page.getByLabel('বার্তা', { exact: true }).fill('ভর্তির তারিখ জানতে চাই।')
    await page.getByRole('button', { name: 'বার্তা পাঠান' }).click()
    await page.getByRole('alert').filter({ hasText: 'সার্ভারে সমস্যা হয়েছে, পরে আবার চেষ্টা করুন।' }).waitFor()
  })

  it("/bn/admission-form: Bengali labels, and the server's answer to a malformed number in Bengali", async () => {
    await using opened = await openHydrated(browser, `${stack.site.url}/bn/admission-form`)
    const { page } = opened
    await expect(page.locator('form').last().getAttribute('action')).resolves.toBe('/api/admission-documents/admission-form')
    await page.getByLabel('মোবাইল নম্বর').fill('12')
    await page.getByLabel('পাসওয়ার্ড').fill('secret')
    await page.getByRole('button', { name: 'ডাউনলোড' }).click()
    await page.getByRole('alert').filter({ hasText: 'সঠিক মোবাইল নম্বর লিখুন' }).waitFor()
    await expect(page.getByRole('alert').textContent()).resolves.not.toMatch(/Please enter/)
  })
})

describe('Bengali pages hydrate cleanly and pass axe', () => {
  const PAGES = ['/bn/program/cse', '/bn/fees', '/bn/admission-requirements', '/bn/admission-instruction', '/bn/programs', '/bn/contact', '/bn/admit-card']
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it.each(PAGES)(`%s at ${name} width`, async (path) => {
      await using opened = await openHydrated(browser, `${stack.site.url}${path}`, viewport)
      expect(await axeViolations(opened.page)).toEqual([])
      expect(opened.errors).toEqual([])
    })
  }
})

describe('the career, faculty, search, calendar and result pages on /bn', () => {
  const PAGES = ['/bn/career', '/bn/career-details/67', '/bn/faculty', '/bn/profile/T-1001', `/bn/search?q=${encodeURIComponent('ভর্তি')}`, '/bn/academic-calendar', '/bn/admission-result']
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it.each(PAGES)(`%s hydrates cleanly and passes axe at ${name} width`, async (path) => {
      await using opened = await openHydrated(browser, `${stack.site.url}${path}`, viewport)
      expect(await axeViolations(opened.page)).toEqual([])
      expect(opened.errors).toEqual([])
    })
  }

  it('/bn/career: choosing a job type stays on /bn, in Bengali', async () => {
    await using opened = await openHydrated(browser, `${stack.site.url}/bn/career`)
    const { page } = opened
    await page.getByLabel('চাকরির ধরন').selectOption({ label: 'একাডেমিক' })
    await page.waitForURL(/\/bn\/career\?type=1$/)
    await expect(page.locator('h1').textContent()).resolves.toBe('চাকরি')
    await expect(page.locator('.career-list__type').first().textContent()).resolves.toBe('একাডেমিক')
    expect(opened.errors).toEqual([])
  })
})
