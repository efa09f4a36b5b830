// Issue 36's visitor audit, as a visitor meets it in Debian's Chromium: the language switch follows a list's
// filter, menus opened before the site's script arrives stay open when it runs, and Bengali letters are drawn
// with Noto Sans Bengali on a machine with no Bengali font (this one: fontconfig has none).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { LANGUAGE_SWITCH_SELECTOR } from '../../src/components/frame/language-switch-hook'
import { DESKTOP, PHONE, holdScript, openPage, waitForHydration } from '../support/browser'
import { WRONG } from '../support/documents-post'
import { siteInBrowser } from '../support/site-in-browser'

const live = siteInBrowser()


const switchHrefs = (page: Page) => page.locator(LANGUAGE_SWITCH_SELECTOR).evaluateAll((links) => links.map((a) => a.getAttribute('href')))

describe('the language switch keeps the list view the visitor filtered', () => {
  for (const [from, to] of [
    ['/all-notice', '/bn/all-notice'],
    ['/bn/all-notice', '/all-notice'],
    ['/all-news', '/bn/all-news'],
    ['/career', '/bn/career'],
  ] as const) {
    it(`${from}: typed words reach ${to}`, async () => {
      await using opened = await openPage(live.browser, PHONE)
      const { page, errors } = opened
      await page.goto(`${live.site}${from}`)
      await waitForHydration(page)
      const field = page.locator('[data-module="live-filter"] form input[type="search"]').first()
      await field.click()
      await page.keyboard.type('exam')
      await page.waitForURL((url) => url.search !== '')
      const query = new URL(page.url()).search
      await expect.poll(() => switchHrefs(page)).toEqual([`${to}${query}`, `${to}${query}`])
      // And following it shows the same view in the other language.
      await page.goto(`${live.site}${(await switchHrefs(page))[0]}`)
      expect(new URL(page.url()).search).toBe(query)
      expect(await page.locator('[data-module="live-filter"] form input[type="search"]').first().inputValue()).toBe('exam')
      expect(errors).toEqual([])
    })
  }
})

describe('a menu opened before the script arrives stays open when it runs', () => {
  it('a mega-menu opened by a resting mouse', async () => {
    await using opened = await openPage(live.browser, DESKTOP)
    const { page, errors } = opened
    const release = await holdScript(page)
    await page.goto(`${live.site}/about`, { waitUntil: 'commit' })
    const trigger = page.locator('button[aria-controls="menu-admission"]')
    const box = (await trigger.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 })
    await page.locator('#menu-admission').waitFor({ state: 'visible' })
    expect(await page.evaluate(() => document.body.dataset.enhanced)).toBeUndefined()
    release()
    await waitForHydration(page)
    // The script took the menu over as it ran (before it marked the page): shown, and its trigger says so.
    expect(await page.locator('#menu-admission').isVisible()).toBe(true)
    expect(await trigger.getAttribute('aria-expanded')).toBe('true')
    // It then behaves as one opened by hovering: the pointer leaving closes it.
    await page.mouse.move(5, DESKTOP.height - 5, { steps: 5 })
    await page.locator('#menu-admission').waitFor({ state: 'hidden' })
    expect(errors).toEqual([])
  })

  it('a mega-menu opened from the keyboard', async () => {
    await using opened = await openPage(live.browser, DESKTOP)
    const { page, errors } = opened
    const release = await holdScript(page)
    await page.goto(`${live.site}/about`, { waitUntil: 'commit' })
    await page.locator('button[aria-controls="menu-admission"]').focus()
    await page.locator('#menu-admission').waitFor({ state: 'visible' })
    release()
    await waitForHydration(page)
    expect(await page.locator('#menu-admission').isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    await page.locator('#menu-admission').waitFor({ state: 'hidden' })
    expect(errors).toEqual([])
  })

  it('the quick links opened by their link (#quick-links)', async () => {
    await using opened = await openPage(live.browser, DESKTOP)
    const { page, errors } = opened
    const release = await holdScript(page)
    await page.goto(`${live.site}/about`, { waitUntil: 'commit' })
    await page.locator('a.site-nav__grid[href="#quick-links"]').click()
    await page.locator('#quick-links').waitFor({ state: 'visible' })
    expect(new URL(page.url()).hash).toBe('#quick-links')
    release()
    await waitForHydration(page)
    expect(await page.locator('#quick-links').isVisible()).toBe(true)
    expect(await page.locator('button.site-nav__grid').getAttribute('aria-expanded')).toBe('true')
    expect(errors).toEqual([])
  })
})

describe('Bengali letters on a machine with no Bengali font', () => {
  it("the site name and the top bar's links are drawn with Noto Sans Bengali, not the system font", async () => {
    await using opened = await openPage(live.browser, DESKTOP)
    const { page } = opened
    await page.goto(`${live.site}/bn`)
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('DOM.enable')
    await cdp.send('CSS.enable')
    const { root } = await cdp.send('DOM.getDocument', { depth: -1 })
    for (const selector of ['.site-nav__brand', '.top-bar__link']) {
      const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
      expect(nodeId, selector).not.toBe(0)
      const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
      const text = await page.locator(selector).first().innerText()
      // Every Bengali letter from the site's face; only the other characters (spaces) from the system's font.
      const notBengali = [...text].filter((c) => !/[\u0980-\u09FF\u200C\u200D]/.test(c)).length
      const bengaliFace = fonts.filter((f) => f.familyName === 'Noto Sans Bengali').reduce((n, f) => n + f.glyphCount, 0)
      const others = fonts.filter((f) => f.familyName !== 'Noto Sans Bengali').reduce((n, f) => n + f.glyphCount, 0)
      expect({ selector, text, bengaliFace: bengaliFace > 0, others: others <= notBengali }).toEqual({ selector, text, bengaliFace: true, others: true })
    }
  })
})

describe("a programme's fee table on a phone shows its amounts without scrolling", () => {
  for (const width of [360, 390])
    for (const path of ['/program/cse', '/bn/program/cse', '/program/mba', '/bn/program/mba'])
      it(`${path} at ${width} px`, async () => {
        await using opened = await openPage(live.browser, { width, height: 740 })
        const { page } = opened
        await page.goto(`${live.site}${path}`)
        await page.evaluate(() => document.fonts.ready.then(() => undefined))
        const region = page.locator('.fee-block .scroll-table')
        const fits = await region.evaluate((el) => {
          const box = el.getBoundingClientRect()
          const amounts = [...el.querySelectorAll('tr > :last-child')].map((cell) => cell.getBoundingClientRect())
          return { overflow: el.scrollWidth - el.clientWidth, cut: amounts.filter((a) => a.right > box.right + 0.5).length }
        })
        expect(fits).toEqual({ overflow: 0, cut: 0 })
      })
})

describe("a programme's summary cards never break a word", () => {
  for (const width of [360, 1024, 1366, 1920])
    for (const path of ['/program/cse', '/program/mba', '/bn/program/cse'])
      it(`${path} at ${width} px`, async () => {
        await using opened = await openPage(live.browser, { width, height: 900 })
        const { page } = opened
        await page.goto(`${live.site}${path}`)
        await page.evaluate(() => document.fonts.ready.then(() => undefined))
        // A word whose letters lie on two lines has two client rectangles.
        const broken = await page.locator('.summary-card__value').evaluateAll((values) =>
          values.flatMap((value) => {
            const text = value.firstChild
            if (!text || text.nodeType !== Node.TEXT_NODE) return []
            const words: string[] = []
            for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
              const range = document.createRange()
              range.setStart(text, match.index)
              range.setEnd(text, match.index + match[0].length)
              if (range.getClientRects().length > 1) words.push(match[0])
            }
            return words
          }),
        )
        expect(broken).toEqual([])
      })
})

describe("a Bengali form says in Bengali what the university's English answer meant", () => {
  for (const javaScript of [true, false])
    it(`/bn/admit-card, a wrong password (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
      await using opened = await openPage(live.browser, PHONE, { javaScriptEnabled: javaScript })
      const { page } = opened
      await page.goto(`${live.site}/bn/admit-card`)
      if (javaScript) await waitForHydration(page)
      await page.locator('input[name="mobile_number"]').fill(WRONG.mobile_number)
      await page.locator('input[name="verification_code"]').fill(WRONG.verification_code)
      await page.locator('form:has(input[name="verification_code"]) button[type="submit"]').click()
      const alert = page.locator('[data-form-result] .alert')
      await alert.waitFor({ state: 'visible' })
      expect(await alert.textContent()).toMatch(/^আপনার তথ্য যাচাই করা যায়নি। \([A-Za-z].+\)$/)
      expect(await alert.locator('[lang="en"]').count()).toBe(1)
    })
})
