// Bengali pages hydrated in Chromium: the forms' labels, states and the outcome texts the site writes (its own,
// also what the server answers with) are Bengali, form actions stay /api/…; /bn's tabs, banner and news carousel
// work by tap and keyboard and read Bengali; a list filter stays in Bengali. (axe on every /bn page:
// tests/e2e/axe-bn.browser.test.ts.) Needs `npm run build`.
import { describe, expect, it } from 'vitest'
import { MOTO_G_POWER, openHydrated } from '../support/browser'
import { tab } from '../support/controls'
import { visibleNews } from '../support/home-clock'
import { siteInBrowser } from '../support/site-in-browser'

const live = siteInBrowser()

describe('forms on Bengali pages', () => {
  it('/bn/contact: Bengali labels, and the request-failure text in Bengali', async () => {
    await using opened = await openHydrated(live.browser, `${live.site}/bn/contact`)
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
    await using opened = await openHydrated(live.browser, `${live.site}/bn/admission-form`)
    const { page } = opened
    await expect(page.locator('form').last().getAttribute('action')).resolves.toBe('/api/admission-documents/admission-form')
    await page.getByLabel('মোবাইল নম্বর').fill('12')
    await page.getByLabel('পাসওয়ার্ড').fill('secret')
    await page.getByRole('button', { name: 'ডাউনলোড' }).click()
    await page.getByRole('alert').filter({ hasText: 'সঠিক মোবাইল নম্বর লিখুন' }).waitFor()
    await expect(page.getByRole('alert').textContent()).resolves.not.toMatch(/Please enter/)
  })
})

describe('the Bengali home page: its tabs and carousels work and read Bengali', () => {
  it('/bn: the notice and event tabs switch by tap and by arrow keys, named and linked in Bengali', async () => {
    await using opened = await openHydrated(live.browser, `${live.site}/bn`, MOTO_G_POWER)
    const { page } = opened
    const notices = tab(page, 'সাম্প্রতিক নোটিশ')
    const events = tab(page, 'অনুষ্ঠানসূচি')
    await expect(page.getByRole('radiogroup', { name: 'নোটিশ ও অনুষ্ঠান' }).count()).resolves.toBe(1)
    await expect(notices.radio.isChecked()).resolves.toBe(true)
    const noticesPanel = page.locator('#home-panel-notices')
    const eventsPanel = page.locator('#home-panel-events')
    // Each notice links its Bengali page, and the list's link is the Bengali list.
    const noticeLinks = await noticesPanel.locator('li a').evaluateAll((els) => els.map((a) => a.getAttribute('href')!))
    expect(noticeLinks.length).toBe(7)
    expect(noticeLinks.every((href) => /^\/bn\/notice\/\d+$/.test(href))).toBe(true)
    await expect(noticesPanel.getByRole('link', { name: 'সব নোটিশ দেখুন' }).getAttribute('href')).resolves.toBe('/bn/all-notice')
    // Notice dates in Bengali digits.
    await expect(noticesPanel.locator('time').first().textContent()).resolves.toMatch(/^[০-৯]{1,2} \S+ [০-৯]{4}$/)

    await events.label.tap()
    await expect(events.radio.isChecked()).resolves.toBe(true)
    await expect(eventsPanel.isVisible()).resolves.toBe(true)
    await expect(noticesPanel.isVisible()).resolves.toBe(false)
    await expect(eventsPanel.locator('.event-card').first().textContent()).resolves.toMatch(/শুরু [০-৯]/)
    await expect(eventsPanel.getByRole('link', { name: 'সব অনুষ্ঠান দেখুন' }).getAttribute('href')).resolves.toBe('/bn/all-events')

    await events.radio.press('ArrowLeft')
    await expect(notices.radio.isChecked()).resolves.toBe(true)
    await expect(noticesPanel.isVisible()).resolves.toBe(true)
    expect(opened.errors).toEqual([])
  })

  it('/bn: the banner and the news carousel move by tap and by keyboard, their controls named in Bengali', async () => {
    await using opened = await openHydrated(live.browser, `${live.site}/bn`, MOTO_G_POWER, (p) => p.emulateMedia({ reducedMotion: 'reduce' }))
    const { page } = opened
    // The banner: slides counted in Bengali digits, arrows and dots named in Bengali.
    const banner = page.getByRole('region', { name: 'প্রধান আকর্ষণ' })
    const active = () => banner.locator('.banner__slide.is-active').getAttribute('aria-label')
    const slides = await banner.locator('.banner__slide').count()
    const of = (n: number) => `${'০১২৩৪৫৬৭৮৯'[slides]}টির মধ্যে ${'০১২৩৪৫৬৭৮৯'[n]}`
    await expect(active()).resolves.toBe(of(1))
    await banner.getByRole('link', { name: 'পরের স্লাইড' }).tap()
    await expect.poll(active).toBe(of(2))
    await banner.getByRole('link', { name: 'স্লাইড ৩ দেখুন' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(active).toBe(of(3))
    await banner.getByRole('link', { name: 'আগের স্লাইড' }).tap()
    await expect.poll(active).toBe(of(2))

    // The news carousel.
    const carousel = page.getByRole('group', { name: 'সর্বশেষ সংবাদ' })
    await carousel.scrollIntoViewIfNeeded()
    const all = await carousel.locator('li[data-news-id]').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.newsId!))
    await expect(visibleNews(page)).resolves.toEqual(all.slice(0, 1))
    await carousel.getByRole('button', { name: 'পরের সংবাদ' }).tap()
    await expect.poll(() => visibleNews(page)).toEqual(all.slice(1, 2))
    await carousel.getByRole('button', { name: 'আগের সংবাদ' }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => visibleNews(page)).toEqual(all.slice(0, 1))
    const toggle = carousel.locator('.news-carousel__toggle')
    await expect(carousel.getByRole('button', { name: 'থামান সর্বশেষ সংবাদ', exact: true }).count()).resolves.toBe(1)
    await toggle.focus()
    await page.keyboard.press('Space')
    await expect.poll(() => carousel.getByRole('button', { name: 'চালু করুন সর্বশেষ সংবাদ', exact: true }).count()).toBe(1)
    // Each card reads Bengali and links its Bengali page.
    const card = carousel.locator('li[data-news-id]').first()
    await expect(card.locator('a').textContent()).resolves.toMatch(/^আরও পড়ুন/)
    await expect(card.locator('a').getAttribute('href')).resolves.toBe(`/bn/news/${all[0]}`)
    await expect(card.locator('time').textContent()).resolves.toMatch(/^[০-৯]{1,2} \S+ [০-৯]{4}$/)
    expect(opened.errors).toEqual([])
  })
})

describe('a Bengali list filter stays in Bengali', () => {
  it('/bn/career: choosing a job type stays on /bn, in Bengali', async () => {
    await using opened = await openHydrated(live.browser, `${live.site}/bn/career`)
    const { page } = opened
    await page.getByLabel('চাকরির ধরন').selectOption({ label: 'একাডেমিক' })
    await page.waitForURL(/\/bn\/career\?type=1$/)
    await expect(page.locator('h1').textContent()).resolves.toBe('নিয়োগ বিজ্ঞপ্তি')
    await expect(page.locator('.career-list__type').first().textContent()).resolves.toBe('একাডেমিক')
    expect(opened.errors).toEqual([])
  })
})
