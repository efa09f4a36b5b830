// The admission result looked up in Debian's Chromium with JavaScript off, on a 360 px phone: the applicant types
// the roll number, submits the plain GET form and reads the answer (its own URL), in English and in Bengali; the
// page never scrolls sideways, the result table included. Needs `npm run build`.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildAdmissionResult } from '../../server/demo-upstream/results'
import { axeFindings, DESKTOP, openPage, PHONE, phoneOf, waitForHydration } from '../support/browser'
import { sharedBrowser } from '../support/shared'
import { startStack } from '../support/processes'

/** A day after the demo published Spring 2026's result. */
const DAY = '2026-03-10'
const lines = buildAdmissionResult('Spring 2026')!.results ?? []
const selected = lines.find((a) => a.status === 'selected')!
const waiting = lines.find((a) => a.status === 'waiting')!
const notSelected = lines.find((a) => a.status === 'not_selected')!

let stack: Awaited<ReturnType<typeof startStack>>
let browser: Browser

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startStack({ DEMO_TODAY: DAY }, { DEMO_TODAY: DAY }), sharedBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

const PHONE_360 = phoneOf(360)

/** Whether the page is wider than its window (it would scroll sideways). */
const scrollsSideways = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)

describe('the admission result without JavaScript, at 360 px', () => {
  it('types a roll, submits, and reads the answer at its own URL', async () => {
    await using opened = await openPage(browser, PHONE_360, { javaScriptEnabled: false })
    const { page, errors } = opened
    await page.goto(`${stack.site.url}/admission-result`)
    await page.getByLabel('Admission test roll number').fill(selected.roll)
    await Promise.all([page.waitForURL(`**/admission-result?roll=${selected.roll}`), page.getByRole('button', { name: 'Show my result' }).click()])
    const answer = page.getByRole('region', { name: `Result of roll number ${selected.roll}` })
    await expect(answer.isVisible()).resolves.toBe(true)
    const text = await answer.innerText()
    expect(text).toContain(selected.name)
    expect(text).toMatch(new RegExp(`Selected for .+, merit position ${selected.merit_position}\\.`))
    expect(text).toContain('What to do next')
    await expect(answer.getByRole('link', { name: 'Download your offer letter' }).isVisible()).resolves.toBe(true)
    // The field keeps what was typed, and nothing scrolls sideways (the table scrolls in its own box).
    await expect(page.getByLabel('Admission test roll number').inputValue()).resolves.toBe(selected.roll)
    await expect(scrollsSideways(page)).resolves.toBe(false)
    await expect(page.getByRole('table').locator('caption').innerText()).resolves.toMatch(/^Admission test result of the Spring 2026 intake, 3000 applicants/)
    expect(errors).toEqual([])
  })

  it('a mistyped roll is told so, and a corrected one answers', async () => {
    await using opened = await openPage(browser, PHONE_360, { javaScriptEnabled: false })
    const { page } = opened
    await page.goto(`${stack.site.url}/admission-result`)
    const field = page.getByLabel('Admission test roll number')
    await field.fill('26l0001')
    const [bad] = await Promise.all([page.waitForEvent('response', (r) => r.url().includes('roll=')), page.getByRole('button', { name: 'Show my result' }).click()])
    expect(bad.status()).toBe(400)
    await expect(page.getByRole('alert').innerText()).resolves.toContain('is not a roll number')
    await page.getByLabel('Admission test roll number').fill(waiting.roll)
    await Promise.all([page.waitForURL(`**/admission-result?roll=${waiting.roll}`), page.getByRole('button', { name: 'Show my result' }).click()])
    await expect(page.getByRole('region', { name: `Result of roll number ${waiting.roll}` }).innerText()).resolves.toContain(`position ${waiting.waiting_position}.`)
  })

  it('in Bengali: the label, the button and the answer in Bengali', async () => {
    await using opened = await openPage(browser, PHONE_360, { javaScriptEnabled: false })
    const { page } = opened
    await page.goto(`${stack.site.url}/bn/admission-result`)
    await page.getByLabel('ভর্তি পরীক্ষার রোল নম্বর').fill(selected.roll)
    await Promise.all([page.waitForURL(`**/bn/admission-result?roll=${selected.roll}`), page.getByRole('button', { name: 'আমার ফলাফল দেখান' }).click()])
    const answer = page.locator('section.result-answer')
    const text = await answer.innerText()
    expect(text).toMatch(/রোল নম্বরের ফলাফল/)
    expect(text).toMatch(/নির্বাচিত, মেধাক্রম [০-৯]+।/)
    expect(text).toContain('এরপর যা করবেন')
    await expect(scrollsSideways(page)).resolves.toBe(false)
  })
})

describe('the admission result with JavaScript', () => {
  it('the lookup is the same plain form, and the list filters as the applicant types a name', async () => {
    await using opened = await openPage(browser, PHONE_360)
    const { page, errors } = opened
    await page.goto(`${stack.site.url}/admission-result`)
    await waitForHydration(page)
    const family = selected.name.split(' ').at(-1)!
    await page.getByLabel('Search the list by roll number or name').fill(family)
    await page.waitForURL(`**/admission-result?q=${family}`)
    const names = await page.locator('table tbody tr td:nth-child(2)').allInnerTexts()
    expect(names.length).toBeGreaterThan(0)
    expect(names.every((name) => name.toLowerCase().includes(family.toLowerCase()))).toBe(true)
    await page.getByLabel('Admission test roll number').fill(selected.roll)
    await Promise.all([page.waitForURL(`**/admission-result?roll=${selected.roll}`), page.getByRole('button', { name: 'Show my result' }).click()])
    await expect(page.getByRole('region', { name: `Result of roll number ${selected.roll}` }).innerText()).resolves.toContain(selected.name)
    expect(errors).toEqual([])
  })
})

describe('the published result for axe (every rule), at phone and desktop widths', () => {
  it('no violations on the list, a search and each kind of answer, in both languages', async () => {
    const paths = ['/admission-result', `/bn/admission-result?q=${selected.name.split(' ').at(-1)}`, ...[selected, waiting, notSelected].map((a, i) => `${i === 1 ? '/bn' : ''}/admission-result?roll=${a.roll}`)]
    expect(await axeFindings(browser, stack.site.url, paths, [PHONE, DESKTOP])).toEqual({})
  }, 300_000)
})
