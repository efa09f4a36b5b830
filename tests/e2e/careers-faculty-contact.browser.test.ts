// Careers, faculty, contact and the content pages in Debian's Chromium against the production
// server and the demo upstream: interactions, the contact form's states with and without
// JavaScript, and axe on the form's error state. Needs `npm run build`.
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { axeViolations, DESKTOP, PHONE, openPage, waitForHydration } from '../support/browser'
import { sharedBrowser } from '../support/shared'
import { openStates, shownTabPanels, tab, visiblePanels } from '../support/controls'
import { FAQ } from '../../src/content/faq'
import { startStack } from '../support/processes'
import { contactCalls, rawUpstream, VALID_MESSAGE } from '../support/area-pages'
import { settledAt } from '../support/lists'
import { languageOf } from '../support/forms'

let stack: Awaited<ReturnType<typeof startStack>>
let browser: Browser
let site = ''
let profileId = ''

beforeAll(async () => {
  ;[stack, browser] = await Promise.all([startStack(), sharedBrowser()])
  site = stack.site.url
  // A teacher whose profile has at least three sections with content, the first among them.
  const teachers = await rawUpstream<{ teacher_id: string; name: string | null }[]>(stack.upstream.url, '/all-teacher')
  for (const t of teachers.filter((t) => t.name)) {
    const [p] = await rawUpstream<Record<string, string | null>[]>(stack.upstream.url, '/teacher-info', { teacher_id: t.teacher_id })
    const filled = ['teaching_expertise', 'research_interest', 'journal_publication', 'conference_publication', 'book', 'project_award', 'others']
      .filter((f) => p?.[f]).length
    if (filled >= 3 && p?.teaching_expertise) {
      profileId = t.teacher_id
      break
    }
  }
})
afterAll(async () => {
  await browser?.close()
  await stack?.stop()
})

/** Console errors other than the failed loads a test provokes on purpose. */
const unexpected = (errors: string[]) => errors.filter((e) => !/Failed to load resource/.test(e))

async function open(path: string, viewport = DESKTOP) {
  const opened = await openPage(browser, viewport)
  await opened.page.goto(`${site}${path}`)
  await waitForHydration(opened.page)
  return opened
}

const expanded = (page: Page) => openStates(page, 'main .accordion')
const shownPanels = async (page: Page) => (await visiblePanels(page, 'main .accordion')).filter(Boolean).length

describe('faculty profile', () => {
  it('opens one section at a time and closes the open one on click', async () => {
    const { page, context, errors } = await open(`/profile/${profileId}`)
    const states = await expanded(page)
    expect(states).toHaveLength(7)
    expect(states).toEqual(states.map((_, i) => i === 0))
    const buttons = page.locator('.accordion-button')
    await buttons.nth(1).click()
    expect(await expanded(page)).toEqual(states.map((_, i) => i === 1))
    expect(await shownPanels(page)).toBe(1)
    await expect(page.locator('.accordion-collapse').nth(1).isVisible()).resolves.toBe(true)
    await buttons.nth(2).click()
    expect(await expanded(page)).toEqual(states.map((_, i) => i === 2))
    // Clicking the open section closes it.
    await buttons.nth(2).click()
    expect(await expanded(page)).toEqual(states.map(() => false))
    expect(await shownPanels(page)).toBe(0)
    expect(unexpected(errors)).toEqual([])
    await context.close()
  })
})

describe('FAQ page', () => {
  it('opens one answer at a time and links to the contact page', async () => {
    const { page, context, errors } = await open('/faq')
    const buttons = page.locator('.accordion-button')
    expect(await buttons.count()).toBe(9)
    await buttons.nth(0).click()
    await buttons.nth(4).click()
    expect(await expanded(page)).toEqual(Array.from({ length: 9 }, (_, i) => i === 4))
    await buttons.nth(4).click()
    expect(await expanded(page)).toEqual(Array.from({ length: 9 }, () => false))
    await page.locator('main').getByRole('link', { name: 'Contact us' }).click()
    await page.waitForURL(`${site}/contact`)
    await expect.poll(() => page.title()).toBe('Contact Us | Hill Tracts University')
    expect(unexpected(errors)).toEqual([])
    await context.close()
  })
})

describe('careers', () => {
  it('filters by job type and searches title, department or location', async () => {
    const { page, context, errors } = await open('/career')
    const items = page.locator('.career-list > li')
    const all = await items.count()
    expect(all).toBeGreaterThan(5)
    const types = () => page.locator('.career-list__type').allTextContents()

    await page.getByLabel('Job type').selectOption({ label: 'Academic' })
    // The list follows the URL, which follows the filters (tests/e2e/lists.browser.test.ts).
    await settledAt(page, (u) => u.searchParams.get('type') === '1')
    const academic = await types()
    expect(academic.length).toBeGreaterThan(0)
    expect(new Set(academic)).toEqual(new Set(['Academic']))

    await page.getByLabel('Job type').selectOption({ label: 'Non Academic' })
    await settledAt(page, (u) => u.searchParams.get('type') === '2')
    expect(new Set(await types())).toEqual(new Set(['Non Academic']))
    expect((await types()).length + academic.length).toBe(all)

    await page.getByLabel('Search by title, department or location').fill('banani')
    await settledAt(page, (u) => u.searchParams.get('q') === 'banani')
    expect(await items.count()).toBe(1)
    await expect(items.first().textContent()).resolves.toContain('Accounts Officer')

    await page.getByLabel('Search by title, department or location').fill('no such opening')
    await page.getByText('No careers found.').waitFor()

    await page.getByLabel('Job type').selectOption({ label: 'Any' })
    await page.getByLabel('Search by title, department or location').fill('')
    await settledAt(page, (u) => u.search === '')
    expect(await items.count()).toBe(all)
    expect(unexpected(errors)).toEqual([])
    await context.close()
  })

  it('opens the details of an opening', async () => {
    const { page, context } = await open('/career')
    await page.locator('.career-list a').first().click()
    await page.waitForURL(/\/career-details\/\d+$/)
    await page.getByRole('heading', { name: 'Qualification' }).waitFor()
    await expect.poll(() => page.title()).toMatch(/^[^|]+, [^|]+ \| Hill Tracts University$/)
    await expect(page.getByRole('link', { name: 'Download Advertisement' }).getAttribute('download')).resolves.toMatch(/^Advertisement-/)
    await context.close()
  })
})

describe('faculty list', () => {
  it('searches by name and links each card to its profile', async () => {
    const { page, context, errors } = await open('/faculty')
    const cards = page.locator('.teacher-card')
    expect(await cards.count()).toBe(50)
    const name = (await cards.nth(7).locator('h3').textContent())!.trim()
    await page.getByLabel('Search by name').fill(name.split(' ').slice(-1)[0]!)
    await settledAt(page, (u) => u.searchParams.get('q') === name.split(' ').slice(-1)[0])
    expect(await cards.count()).toBeLessThan(50)
    await page.getByLabel('Search by name').fill(name)
    await settledAt(page, (u) => u.searchParams.get('q') === name)
    expect(await cards.count()).toBeGreaterThanOrEqual(1)
    await expect(cards.first().locator('h3').textContent()).resolves.toBe(name)
    await page.getByRole('link', { name: `View Profile of ${name}` }).click()
    await page.waitForURL(/\/profile\/[^/]+$/)
    await page.getByRole('heading', { level: 1, name }).waitFor()
    await expect.poll(() => page.title()).toBe(`${name} | Hill Tracts University`)

    await page.goBack()
    await page.getByLabel('Search by name').fill('zzzz no such teacher')
    await page.getByText('No faculty members found.').waitFor()
    expect(unexpected(errors)).toEqual([])
    await context.close()
  })
})

async function fillContact(page: Page, values = VALID_MESSAGE) {
  await page.getByLabel('Name', { exact: true }).fill(values.name)
  await page.getByLabel('E-mail', { exact: true }).fill(values.email)
  await page.getByLabel('Subject', { exact: true }).fill(values.subject)
  await page.getByLabel('Message', { exact: true }).fill(values.message)
}

const contactValues = (page: Page) =>
  page.evaluate(() =>
    ['name', 'email', 'subject', 'message'].map((n) => (document.getElementById(`contact-${n}`) as HTMLInputElement).value),
  )

describe('contact form with JavaScript', () => {
  it("shows 'Sending...' on a disabled button while a slow upstream answers, then the success and an empty form", async () => {
    const { page, context, errors } = await open('/contact')
    const before = await contactCalls(stack.upstream)
    await stack.upstream.setMode({ latencyMs: 1500 })
    try {
      await fillContact(page)
      const button = page.locator('.contact-form button[type="submit"]')
      await button.click()
      await page.getByRole('button', { name: 'Sending...' }).waitFor()
      await expect(button.isDisabled()).resolves.toBe(true)
      await page.getByText('Thank you, your message has been received.').waitFor()
      await expect(button.textContent()).resolves.toBe('Send Message')
      await expect(button.isDisabled()).resolves.toBe(false)
      expect(await contactValues(page)).toEqual(['', '', '', ''])
      expect(page.url()).toBe(`${site}/contact`)
      expect(await contactCalls(stack.upstream)).toBe(before + 1)
    } finally {
      await stack.upstream.setMode({ latencyMs: 0 })
    }
    expect(unexpected(errors)).toEqual([])
    await context.close()
  })

  it("shows the upstream's message when it rejects the message or fails, keeping the values", async () => {
    const { page, context, errors } = await open('/contact')
    await fillContact(page, { ...VALID_MESSAGE, email: 'rahim@campus' })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByRole('alert').filter({ hasText: 'Please provide a valid email address.' }).waitFor()
    expect(await contactValues(page)).toEqual(Object.values({ ...VALID_MESSAGE, email: 'rahim@campus' }))
    await stack.upstream.setMode({ failureRate: 1 })
    try {
      await fillContact(page)
      await page.getByRole('button', { name: 'Send Message' }).click()
      await page.getByRole('alert').filter({ hasText: 'Server error, please try later.' }).waitFor()
      expect(await contactValues(page)).toEqual(Object.values(VALID_MESSAGE))
    } finally {
      await stack.upstream.setMode({ failureRate: 0 })
    }
    expect(unexpected(errors)).toEqual([])
    await context.close()
  })

  it("shows 'Server error, please try later.' when the request itself fails", async () => {
    const { page, context } = await open('/contact')
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'))
    await fillContact(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByRole('alert').filter({ hasText: 'Server error, please try later.' }).waitFor()
    expect(await contactValues(page)).toEqual(Object.values(VALID_MESSAGE))
    await context.close()
  })

  it('lets the browser require every field and a valid e-mail before sending', async () => {
    const { page, context } = await open('/contact')
    const before = await contactCalls(stack.upstream)
    await fillContact(page, { ...VALID_MESSAGE, email: 'not-an-address' })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.locator('#contact-email').evaluate((el: HTMLInputElement) => el.validity.typeMismatch)).resolves.toBe(true)
    await page.getByLabel('E-mail', { exact: true }).fill('')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.locator('#contact-email').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).resolves.toBe(true)
    expect(await page.locator('.contact-form .alert').count()).toBe(0)
    expect(await contactCalls(stack.upstream)).toBe(before)
    await context.close()
  })
})

describe("contact form posted by the page's plain script (no React)", () => {
  it('sends one message for a double tap and Enter while the first is pending', async () => {
    const { page, context, errors } = await open('/contact', PHONE)
    const before = await contactCalls(stack.upstream)
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    let posts = 0
    await page.route('**/api/contact', async (route) => {
      posts++
      await released
      await route.continue()
    })
    await fillContact(page)
    await page.getByRole('button', { name: 'Send Message' }).dblclick()
    await page.getByRole('button', { name: 'Sending...' }).waitFor()
    await page.getByLabel('Message', { exact: true }).press('Control+Enter')
    await page.getByLabel('Subject', { exact: true }).press('Enter')
    release()
    await page.getByRole('status').filter({ hasText: 'Thank you, your message has been received.' }).waitFor()
    expect(posts).toBe(1)
    expect(await contactCalls(stack.upstream)).toBe(before + 1)
    expect(await contactValues(page)).toEqual(['', '', '', ''])
    expect(unexpected(errors)).toEqual([])
    await context.close()
  })

  it("/bn/contact: the server's own text in Bengali, an upstream's message as published (marked English)", async () => {
    const { page, context, errors } = await open('/bn/contact')
    const fill = async (values: typeof VALID_MESSAGE) => {
      await page.getByLabel('নাম', { exact: true }).fill(values.name)
      await page.getByLabel('ই-মেইল', { exact: true }).fill(values.email)
      await page.getByLabel('বিষয়', { exact: true }).fill(values.subject)
      await page.getByLabel('বার্তা', { exact: true }).fill(values.message)
    }
    await fill({ ...VALID_MESSAGE, email: 'rahim@campus' })
    await page.getByRole('button', { name: 'বার্তা পাঠান' }).click()
    const rejected = page.getByRole('alert').filter({ hasText: 'Please provide a valid email address.' })
    await rejected.waitFor()
    await expect(languageOf(rejected)).resolves.toBe('en')
    await stack.upstream.setMode({ failureRate: 1 })
    try {
      await fill(VALID_MESSAGE)
      await page.getByRole('button', { name: 'বার্তা পাঠান' }).click()
      const failed = page.getByRole('alert').filter({ hasText: 'সার্ভারে সমস্যা হয়েছে, পরে আবার চেষ্টা করুন।' })
      await failed.waitFor()
      await expect(languageOf(failed)).resolves.toBe('bn')
    } finally {
      await stack.upstream.setMode({ failureRate: 0 })
    }
    expect(await contactValues(page)).toEqual(Object.values(VALID_MESSAGE))
    expect(unexpected(errors)).toEqual([])
    await context.close()
  })

  it('a field of spaces only is empty to the browser: nothing is sent', async () => {
    const { page, context } = await open('/contact')
    const before = await contactCalls(stack.upstream)
    await fillContact(page, { ...VALID_MESSAGE, subject: '   ' })
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.locator('#contact-subject').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).resolves.toBe(true)
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('contact-subject')
    expect(await contactCalls(stack.upstream)).toBe(before)
    await context.close()
  })
})

describe('contact form without JavaScript', () => {
  it('posts the form and shows the result page: success with an empty form, error with the values kept', async () => {
    const { page, context } = await openPage(browser, DESKTOP, { javaScriptEnabled: false })
    await page.goto(`${site}/contact`)
    await fillContact(page)
    await Promise.all([page.waitForURL(`${site}/contact`), page.getByRole('button', { name: 'Send Message' }).click()])
    await page.getByText('Thank you, your message has been received.').waitFor()
    await expect.poll(() => page.title()).toBe('Contact Us | Hill Tracts University')
    expect(await contactValues(page)).toEqual(['', '', '', ''])

    await stack.upstream.setMode({ failureRate: 1 })
    try {
      await fillContact(page)
      await Promise.all([page.waitForNavigation(), page.getByRole('button', { name: 'Send Message' }).click()])
      await page.getByRole('alert').filter({ hasText: 'Server error, please try later.' }).waitFor()
      expect(await contactValues(page)).toEqual(Object.values(VALID_MESSAGE))
    } finally {
      await stack.upstream.setMode({ failureRate: 0 })
    }
    await context.close()
  })

  it('a post sent before hydration renders a result page that hydrates without errors', async () => {
    const { page, context, errors } = await open('/contact')
    await fillContact(page)
    // The native submission, as when a visitor sends before the scripts have loaded.
    await Promise.all([page.waitForURL(`${site}/contact`), page.evaluate(() => HTMLFormElement.prototype.submit.call(document.querySelector('.contact-form')))])
    await waitForHydration(page)
    await page.getByText('Thank you, your message has been received.').waitFor()
    expect(unexpected(errors)).toEqual([])
    await context.close()
  })
})

describe('FAQ and tabs without JavaScript', () => {
  it('a question opens its answer, one at a time (native <details>)', async () => {
    const { page, context } = await openPage(browser, PHONE, { javaScriptEnabled: false })
    await page.goto(`${site}/faq`)
    const buttons = page.locator('.accordion-button')
    await buttons.nth(0).click()
    await expect(page.getByText(FAQ.in('en')[0]!.answer).isVisible()).resolves.toBe(true)
    await buttons.nth(4).click()
    await expect(page.getByText(FAQ.in('en')[4]!.answer).isVisible()).resolves.toBe(true)
    await expect(page.getByText(FAQ.in('en')[0]!.answer).isVisible()).resolves.toBe(false)
    await context.close()
  })

  it('the tabs switch their panels (radio buttons)', async () => {
    const { page, context } = await openPage(browser, PHONE, { javaScriptEnabled: false })
    await page.goto(`${site}/`)
    await expect(page.locator('#home-panel-notices').isVisible()).resolves.toBe(true)
    await tab(page, 'Events').label.click()
    await expect(page.locator('#home-panel-events').isVisible()).resolves.toBe(true)
    await expect(page.locator('#home-panel-notices').isVisible()).resolves.toBe(false)
    await page.goto(`${site}/admission-advertisements`)
    await tab(page, 'Master Program').label.click()
    await expect(page.locator('#advert-panel-master').isVisible()).resolves.toBe(true)
    expect(await shownTabPanels(page).count()).toBe(1)
    await context.close()
  })

  it('the tab names are not repeated as headings', async () => {
    const { page, context } = await open('/')
    await expect(page.getByRole('heading', { name: 'Events', exact: true }).count()).resolves.toBe(0)
    expect(await shownTabPanels(page).count()).toBe(1)
    await context.close()
  })
})

// Every route of this area passes axe with every rule at both widths in tests/e2e/axe*.browser.test.ts; here, a state.
describe('accessibility (axe-core)', () => {
  it('keeps the contact form accessible while showing an error', async () => {
    const { page, context } = await open('/contact', PHONE)
    await page.route('**/api/contact', (route) => route.abort('connectionrefused'))
    await fillContact(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByRole('alert').waitFor()
    expect(await axeViolations(page)).toEqual([])
    await context.close()
  })
})

describe('contact form with the upstream stopped', () => {
  it("shows 'Server error, please try later.'", async () => {
    const { page, context } = await open('/contact')
    await stack.upstream.stop()
    await fillContact(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByRole('alert').filter({ hasText: 'Server error, please try later.' }).waitFor()
    expect(await contactValues(page)).toEqual(Object.values(VALID_MESSAGE))
    await context.close()
  })
})
