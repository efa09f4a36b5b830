// The notice-alert form in Chromium (issue 34): without JavaScript it is a plain HTML form (the browser checks the
// address, then POSTs the fields to /api/alerts); with it, the answer shows in the form's live region and the page
// stays. The footer's compact form fits a 360 px phone. Screenshots of the footer and the result page at 360 and
// 1280 px go to $ALERT_SHOTS when set. Needs `npm run build`.
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ALERTS_ON_ENV } from '../support/alert-answers'
import { axeFindings, DESKTOP, openHydrated, openPage, PHONE, phoneOf } from '../support/browser'
import { sharedBrowser } from '../support/shared'
import { startStack } from '../support/processes'

const live = {} as { stack: Awaited<ReturnType<typeof startStack>>; browser: Browser; site: string }
beforeAll(async () => {
  ;[live.stack, live.browser] = await Promise.all([startStack(ALERTS_ON_ENV), sharedBrowser()])
  live.site = live.stack.site.url
}, 60_000)
afterAll(async () => {
  await live.browser?.close()
  await live.stack?.stop()
})
const SHOTS = process.env.ALERT_SHOTS

describe('the alert form without JavaScript', () => {
  it('lets the browser refuse a malformed address, then POSTs the fields to /api/alerts', async () => {
    await using opened = await openPage(live.browser, phoneOf(360), { javaScriptEnabled: false })
    const { page } = opened
    await page.goto(`${live.site}/bn/admission-result`)
    const form = page.locator('#alert-signup-result form')
    await form.getByLabel('ই-মেইল ঠিকানা').fill('not-an-address')
    const posts: string[] = []
    page.on('request', (r) => r.method() === 'POST' && posts.push(r.url()))
    await form.locator('button[type="submit"]').click()
    // Native validation: no request, the field says why.
    expect(await form.getByLabel('ই-মেইল ঠিকানা').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).toBe(true)
    expect(posts).toEqual([])
    await form.getByLabel('ই-মেইল ঠিকানা').fill('reader@example.com')
    await form.getByLabel('নিয়োগ বিজ্ঞপ্তি').check()
    const [request] = await Promise.all([page.waitForRequest((r) => r.method() === 'POST'), form.locator('button[type="submit"]').click()])
    expect(new URL(request.url()).pathname).toBe('/api/alerts')
    expect(request.headers()['content-type']).toBe('application/x-www-form-urlencoded')
    const body = new URLSearchParams(request.postData() ?? '')
    expect([body.get('email'), body.getAll('topics'), body.get('locale'), body.get('back')]).toEqual(['reader@example.com', ['admission', 'jobs'], 'bn', '/bn/admission-result#alert-signup-result'])
  })
})

describe('the alert form with JavaScript', () => {
  it('answers in the live region without leaving the page, keeping what was typed unless it succeeded', async () => {
    await using opened = await openHydrated(live.browser, `${live.site}/all-notice`, phoneOf(360))
    const { page } = opened
    const form = page.locator('#alert-signup-footer form')
    await form.getByLabel('E-mail address').fill('reader@example.com')
    let navigated = false
    page.on('framenavigated', (f) => f === page.mainFrame() && (navigated = true))
    const [response] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === '/api/alerts'), form.locator('button[type="submit"]').click()])
    expect(response.request().headers().accept).toBe('application/json')
    // Whatever the server answers (without server/alerts/, a 404 that is not the form's JSON), it shows here.
    const outcome = page.locator('#alert-signup-footer [data-form-result] p')
    await expect.poll(() => outcome.textContent()).toMatch(/.+/)
    expect(navigated).toBe(false)
    const succeeded = (await outcome.getAttribute('role')) === 'status'
    expect(await form.getByLabel('E-mail address').inputValue()).toBe(succeeded ? '' : 'reader@example.com')
    expect(opened.errors.filter((e) => !/404|Failed to load resource/.test(e))).toEqual([])
  })
})

describe('the alert forms for assistive technology', () => {
  it('pass axe (all rules) where they stand, in both languages, at phone and desktop widths', async () => {
    const findings = await axeFindings(live.browser, live.site, ['/admission-result', '/bn/all-notice', '/bn/admission-instruction'], [PHONE, DESKTOP])
    expect(findings).toEqual({})
  }, 180_000)
})

describe('the footer\u2019s compact form', () => {
  it('fits a 360 px phone: one line for the address and the button, the choices folded', async () => {
    await using opened = await openPage(live.browser, phoneOf(360), { javaScriptEnabled: false })
    const { page } = opened
    await page.goto(`${live.site}/bn/about`)
    const sizes = await page.evaluate(() => {
      const root = document.querySelector('#alert-signup-footer')!
      const input = root.querySelector('input[type="email"]')!.getBoundingClientRect()
      const button = root.querySelector('button')!.getBoundingClientRect()
      return { height: root.getBoundingClientRect().height, overflow: document.documentElement.scrollWidth - innerWidth, sameLine: Math.abs(input.top - button.top) < 4, inputWidth: input.width }
    })
    expect(sizes.overflow).toBeLessThanOrEqual(0)
    expect(sizes.sameLine).toBe(true)
    expect(sizes.inputWidth).toBeGreaterThan(150)
    // Heading, label, the line, the folded choices and the note: about a third of the phone's screen.
    expect(sizes.height).toBeLessThan(300)
  })

  it.runIf(SHOTS)('screenshots: the footer and the result page at 360 and 1280 px', async () => {
    mkdirSync(SHOTS!, { recursive: true })
    for (const width of [360, 1280]) {
      for (const locale of ['', '/bn']) {
        await using opened = await openHydrated(live.browser, `${live.site}${locale}/admission-result`, width === 360 ? phoneOf(360) : { width, height: 900 })
        const { page } = opened
        const name = `${locale ? 'bn' : 'en'}-${width}`
        await page.locator('#site-footer').screenshot({ path: join(SHOTS!, `footer-${name}.png`), animations: 'disabled' })
        await page.locator('#alert-signup-result').screenshot({ path: join(SHOTS!, `result-form-${name}.png`), animations: 'disabled' })
        await page.screenshot({ path: join(SHOTS!, `result-page-${name}.png`), fullPage: true, animations: 'disabled' })
      }
    }
  })
})
