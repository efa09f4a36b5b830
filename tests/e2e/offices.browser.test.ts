// The download form, the department grid and the office pages in Debian's Chromium.
import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DESKTOP, PHONE, openPage, waitForHydration } from '../support/browser'
import { sharedBrowser } from '../support/shared'
import { startStack } from '../support/processes'
import { codesIn, RIGHT, WRONG } from '../support/documents-post'

let stack: Awaited<ReturnType<typeof startStack>>
let browser: Browser
let site = ''

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startStack({ DOCUMENT_RATE_LIMIT: '1000' }), sharedBrowser()])
  site = stack.site.url
})
afterEach(async () => {
  await stack.upstream.setMode({ latencyMs: 0, failureRate: 0 })
})
afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

async function openForm(path: string, viewport = PHONE) {
  const opened = await openPage(browser, viewport)
  await opened.page.goto(`${site}${path}`)
  await waitForHydration(opened.page)
  return opened
}

async function fill(page: import('playwright-core').Page, fields: { mobile_number: string; verification_code: string }) {
  await page.getByLabel('Mobile Number').fill(fields.mobile_number)
  await page.getByLabel('Password').fill(fields.verification_code)
}

describe('document download form', () => {
  it('labels its fields and reads Download when idle', async () => {
    const { page, context, errors } = await openForm('/admit-card')
    const mobile = page.getByLabel('Mobile Number')
    expect(await mobile.getAttribute('inputmode')).toBe('tel')
    expect(await mobile.getAttribute('autocomplete')).toBe('tel')
    expect(await mobile.getAttribute('required')).not.toBeNull()
    expect(await page.getByLabel('Password').getAttribute('type')).toBe('password')
    expect(await page.getByRole('button', { name: 'Download' }).isEnabled()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('reads Downloading... and is disabled while busy, then saves the PDF and shows the green box', async () => {
    await stack.upstream.setMode({ latencyMs: 1500 })
    const { page, context, errors } = await openForm('/admit-card')
    await fill(page, RIGHT)
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download' }).click()
    const busy = page.getByRole('button', { name: 'Downloading...' })
    await busy.waitFor()
    expect(await busy.isDisabled()).toBe(true)
    const file = await download
    expect(file.suggestedFilename()).toBe('Admit-Card.pdf')
    const success = page.locator('.alert-success')
    await success.waitFor()
    expect(await success.textContent()).toBe('Your admit card is downloading.')
    expect(await page.getByRole('button', { name: 'Download' }).isEnabled()).toBe(true)
    expect(await page.locator('.alert-danger').count()).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it.each([
    ['/admission-form', 'Admission-Form.pdf'],
    ['/offer-letter', 'Offer-Letter.pdf'],
  ])('saves %s as %s', async (path, fileName) => {
    const { page, context } = await openForm(path, DESKTOP)
    await fill(page, RIGHT)
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download' }).click()
    expect((await download).suggestedFilename()).toBe(fileName)
    await page.locator('.alert-success').waitFor()
    await context.close()
  })

  it('shows the red box with the upstream message after a wrong code', async () => {
    const { page, context } = await openForm('/offer-letter')
    await fill(page, WRONG)
    await page.getByRole('button', { name: 'Download' }).click()
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe('Invalid mobile number or password.')
    expect(await page.locator('.alert-success').count()).toBe(0)
    await context.close()
  })

  it('shows the red box with the failure text when the upstream fails', async () => {
    await stack.upstream.setMode({ failureRate: 1 })
    const { page, context } = await openForm('/admission-form')
    await fill(page, RIGHT)
    await page.getByRole('button', { name: 'Download' }).click()
    const alert = page.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe('Server error, please try later.')
    await context.close()
  })

  it('works without JavaScript: a wrong code comes back (303) as the page with the red box, and a reload shows the plain form', async () => {
    const { page, context } = await openPage(browser, PHONE, { javaScriptEnabled: false })
    await page.goto(`${site}/admit-card`)
    await fill(page, WRONG)
    await page.getByRole('button', { name: 'Download' }).click()
    await page.waitForURL(`${site}/admit-card`)
    expect(await page.getByRole('alert').textContent()).toBe('Invalid mobile number or password.')
    expect(await page.getByLabel('Mobile Number').inputValue()).toBe(RIGHT.mobile_number)
    expect(await page.getByLabel('Password').inputValue()).toBe('')
    // Reload is a plain GET: no resubmission, the outcome was shown once.
    const calls = (await stack.upstream.calls())['/mbapi/admit-card'] ?? 0
    await page.reload()
    expect(await page.getByRole('alert').count()).toBe(0)
    expect((await stack.upstream.calls())['/mbapi/admit-card'] ?? 0).toBe(calls)
    await context.close()
  })

  it('works without JavaScript: a right code downloads the PDF', async () => {
    const { page, context } = await openPage(browser, PHONE, { javaScriptEnabled: false })
    await page.goto(`${site}/offer-letter`)
    await fill(page, RIGHT)
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download' }).click()
    expect((await download).suggestedFilename()).toBe('Offer-Letter.pdf')
    await context.close()
  })

  it('never logs the codes typed in the browser', () => {
    expect(codesIn(stack.site.output())).toEqual([])
  })
})

describe('department faculty grid', () => {
  it('lays the cards out in 1, 2 and 4 columns', async () => {
    for (const [width, columns] of [
      [375, 1],
      [800, 2],
      [1366, 4],
    ] as const) {
      const { page, context } = await openPage(browser, { width, height: 900 })
      await page.goto(`${site}/eng`)
      const tops = await page.locator('.department-card').evaluateAll((cards) => cards.slice(0, 4).map((c) => (c as HTMLElement).offsetTop))
      expect(tops.filter((t) => t === tops[0]).length, `${width}px`).toBe(Math.min(columns, tops.length))
      await context.close()
    }
  })

  it('fades the cards in 0.05 s apart, and not at all under reduced motion', async () => {
    const { page, context } = await openPage(browser, DESKTOP)
    await page.goto(`${site}/gds`)
    const delays = await page.locator('.department-card').evaluateAll((cards) => cards.slice(0, 3).map((c) => getComputedStyle(c).animationDelay))
    expect(delays).toEqual(['0s', '0.05s', '0.1s'])
    expect(await page.locator('.department-card').first().evaluate((c) => getComputedStyle(c).animationName)).toBe('department-card-in')
    await page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await page.locator('.department-card').first().evaluate((c) => getComputedStyle(c).animationName)).toBe('none')
    await context.close()
  })

  it('moves to the about section with Learn More', async () => {
    const { page, context, errors } = await openForm('/cse', DESKTOP)
    await page.getByRole('link', { name: 'Learn More' }).click()
    await page.waitForURL(/#about$/)
    expect(await page.locator('#about').isVisible()).toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('office pages', () => {
  it('navigates between offices; the research profiles are named as text, not controls (issue 36)', async () => {
    const { page, context, errors } = await openForm('/acfd', DESKTOP)
    expect(await page.getByRole('button', { name: /Google Scholar/ }).count()).toBe(0)
    expect(await page.locator('.office-profiles__name', { hasText: 'Google Scholar' }).count()).toBe(1)
    await page.goto(`${site}/deans`)
    await waitForHydration(page)
    await page.getByRole('link', { name: 'Department of Law' }).click()
    await page.waitForURL(/\/law$/)
    await page.getByRole('heading', { level: 1, name: /Department of Law/ }).waitFor()
    await expect.poll(() => page.title()).toBe('Department of Law | Hill Tracts University')
    expect(errors).toEqual([])
    await context.close()
  })
})
