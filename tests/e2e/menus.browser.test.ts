// The navigation menus as people reach them: a mouse moving at normal speed, a finger on a tablet,
// the keyboard, a phone; with and without JavaScript. Debian's Chromium against the production server.
// The frame is the same markup on every page, driven by the site's one script (src/components/frame/nav/enhance.ts).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { NAV_MENUS } from '../../src/content/navigation'
import { PHONE, openPage, waitForHydration } from '../support/browser'
import { siteInBrowser } from '../support/site-in-browser'

const live = siteInBrowser()

const menuId = (label: string) => `#menu-${label.toLowerCase()}`

async function centre(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox()
  if (!box) throw new Error(`${selector} is not on screen`)
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/**
 * The menu's link farthest from its trigger (the longest way a pointer travels), or with `below`, the
 * lowest link of the column under the trigger. Without JavaScript the delays are CSS transitions, which
 * cannot tell a pointer passing over another trigger from one resting there: a long diagonal path over
 * other triggers may switch menus, so there the test takes the way down.
 */
async function farthestLink(page: Page, label: string, below = false) {
  const trigger = await centre(page, `button[aria-controls="${menuId(label).slice(1)}"]`)
  const links = await page.locator(`${menuId(label)} a`).evaluateAll((els) =>
    els.map((el) => {
      const r = el.getBoundingClientRect()
      return { x: r.x + Math.min(r.width / 2, 40), y: r.y + r.height / 2, text: el.textContent ?? '' }
    }),
  )
  if (below) {
    const columnX = links.reduce((near, l) => (Math.abs(l.x - trigger.x) < Math.abs(near.x - trigger.x) ? l : near)).x
    return links.filter((l) => l.x === columnX).reduce((low, l) => (l.y > low.y ? l : low))
  }
  return links.reduce((far, l) => (Math.hypot(l.x - trigger.x, l.y - trigger.y) > Math.hypot(far.x - trigger.x, far.y - trigger.y) ? l : far))
}

/** A page whose frame the menus are tried on. */
const FRAME_PAGES = [{ path: '/about' }] as const

describe.each(FRAME_PAGES)('on $path', ({ path }) => {
  describe.each([
    { width: 1280, height: 800 },
    { width: 1024, height: 768 },
  ])('desktop menus with a mouse at $width px', (viewport) => {
    for (const javaScript of [true, false]) {
      it(`every menu reaches its ${javaScript ? 'farthest link' : 'lowest link'} at 5, 10 and 20 steps (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
        const { page, context } = await openPage(live.browser, viewport, { javaScriptEnabled: javaScript })
        await page.goto(`${live.site}${path}`)
        if (javaScript) await waitForHydration(page)
        for (const menu of NAV_MENUS.in('en')) {
          for (const steps of [5, 10, 20]) {
            // Away from every menu: the open one closes (after its delay).
            await page.mouse.move(5, viewport.height - 5)
            for (const other of NAV_MENUS.in('en')) await page.locator(menuId(other.label)).waitFor({ state: 'hidden', timeout: 2000 })
            const trigger = await centre(page, `button[aria-controls="${menuId(menu.label).slice(1)}"]`)
            await page.mouse.move(trigger.x, trigger.y, { steps: 3 })
            await page.locator(menuId(menu.label)).waitFor({ state: 'visible', timeout: 2000 })
            const target = await farthestLink(page, menu.label, !javaScript)
            await page.mouse.move(target.x, target.y, { steps })
            expect({ menu: menu.label, steps, open: await page.locator(menuId(menu.label)).isVisible() }).toEqual({ menu: menu.label, steps, open: true })
          }
        }
        // And the link is really under the pointer: clicking it navigates.
        const trigger = await centre(page, 'button[aria-controls="menu-admission"]')
        await page.mouse.move(trigger.x, trigger.y, { steps: 3 })
        await page.locator('#menu-admission').waitFor({ state: 'visible', timeout: 2000 })
        const target = await farthestLink(page, 'Admission', !javaScript)
        await page.mouse.move(target.x, target.y, { steps: 10 })
        await Promise.all([page.waitForURL((url) => url.pathname !== path), page.mouse.down().then(() => page.mouse.up())])
        await context.close()
      }, 120_000)
    }

    it('a click on a menu opened by hovering keeps it open; a second click closes it', async () => {
      const { page, context } = await openPage(live.browser, viewport)
      await page.goto(`${live.site}${path}`)
      await waitForHydration(page)
      const trigger = page.getByRole('button', { name: 'Admission' })
      await trigger.hover()
      await page.locator('#menu-admission').waitFor({ state: 'visible', timeout: 2000 })
      await trigger.click()
      await expect(page.locator('#menu-admission').isVisible()).resolves.toBe(true)
      await trigger.click()
      await expect(page.locator('#menu-admission').isVisible()).resolves.toBe(false)
      await context.close()
    })
  })

  describe('desktop menus on a touch tablet (1024 px)', () => {
    it('a tap opens a menu, a second tap or a tap elsewhere closes it', async () => {
      const context = await live.browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: false })
      await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.fulfill({ status: 204, body: '' }))
      const page = await context.newPage()
      await page.goto(`${live.site}${path}`)
      await waitForHydration(page)
      const trigger = page.getByRole('button', { name: 'Admission' })
      await trigger.tap()
      await expect(page.locator('#menu-admission').isVisible()).resolves.toBe(true)
      await trigger.tap()
      await expect(page.locator('#menu-admission').isVisible()).resolves.toBe(false)
      await trigger.tap()
      await page.getByRole('link', { name: 'Fees' }).waitFor()
      await page.touchscreen.tap(500, 700)
      await expect(page.locator('#menu-admission').isVisible()).resolves.toBe(false)
      // One tap on a link of an open menu follows it.
      await trigger.tap()
      await Promise.all([page.waitForURL(`${live.site}/fees`), page.locator('#menu-admission').getByRole('link', { name: 'Fees' }).tap()])
      await context.close()
    })
  })

  describe('one way to dismiss', () => {
    // Every menu closes the same ways (src/components/frame/nav/enhance.ts): a press outside it, or focus moving out.
    it.each([
      { name: 'quick links', viewport: { width: 1280, height: 800 }, open: 'Quick links', panel: '#quick-links' },
      { name: 'phone menu', viewport: PHONE, open: 'Open menu', panel: '#mobile-menu' },
    ])('the $name close on a press outside them and when focus moves out', async ({ viewport, open, panel }) => {
      const { page, context } = await openPage(live.browser, viewport)
      await page.goto(`${live.site}${path}`)
      await waitForHydration(page)
      const button = page.getByRole('button', { name: open })
      await button.click()
      await expect(page.locator(panel).isVisible()).resolves.toBe(true)
      // A point near the foot of the window, on no control and outside the bar and its menus.
      const point = { x: 8, y: viewport.height - 8 }
      const target = await page.evaluate(({ x, y }) => {
        const el = document.elementFromPoint(x, y)
        return { inBar: !!el?.closest('nav, #quick-links'), control: !!el?.closest('a, button, input, select, textarea, summary') }
      }, point)
      expect(target).toEqual({ inBar: false, control: false })
      await page.mouse.move(point.x, point.y, { steps: 5 })
      await page.mouse.down()
      await page.mouse.up()
      await expect(page.locator(panel).isVisible()).resolves.toBe(false)
      expect(page.url()).toBe(`${live.site}${path}`)
      await button.click()
      await page.locator('main h1').evaluate((h) => {
        h.setAttribute('tabindex', '-1')
        ;(h as HTMLElement).focus()
      })
      await expect(page.locator(panel).isVisible()).resolves.toBe(false)
      await context.close()
    })
  })

  describe('keyboard', () => {
    const focused = (page: Page) => page.evaluate(() => {
      const el = document.activeElement
      return el === document.body || !el ? 'body' : `${el.tagName.toLowerCase()}:${el.getAttribute('aria-label') ?? el.textContent?.trim()}`
    })

    it('Escape inside a mega-menu closes it and returns focus to its trigger', async () => {
      const { page, context } = await openPage(live.browser, { width: 1280, height: 800 })
      await page.goto(`${live.site}${path}`)
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Admission' }).focus()
      await page.keyboard.press('Enter')
      await page.keyboard.press('Tab')
      expect(await focused(page)).toBe('a:Programmes')
      await page.keyboard.press('Escape')
      await expect(page.locator('#menu-admission').isVisible()).resolves.toBe(false)
      expect(await focused(page)).toBe('button:Admission')
      // Shift-Tab from the trigger walks back along the bar, menus closed.
      await page.keyboard.press('Shift+Tab')
      expect(await focused(page)).toBe('button:Administration')
      await expect(page.locator('#menu-administration').isVisible()).resolves.toBe(false)
      await context.close()
    })

    it('Escape closes a menu opened by hovering (WCAG 1.4.13)', async () => {
      const { page, context } = await openPage(live.browser, { width: 1280, height: 800 })
      await page.goto(`${live.site}${path}`)
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Schools' }).hover()
      await page.locator('#menu-schools').waitFor({ state: 'visible', timeout: 2000 })
      await page.keyboard.press('Escape')
      await expect(page.locator('#menu-schools').isVisible()).resolves.toBe(false)
      await context.close()
    })

    it('Escape in the quick links returns focus to their button', async () => {
      const { page, context } = await openPage(live.browser, { width: 1280, height: 800 })
      await page.goto(`${live.site}${path}`)
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Quick links' }).focus()
      await page.keyboard.press('Enter')
      await page.keyboard.press('Tab')
      expect(await focused(page)).toBe('a:Library')
      await page.keyboard.press('Escape')
      await expect(page.locator('#quick-links').isVisible()).resolves.toBe(false)
      expect(await focused(page)).toBe('button:Quick links')
      await context.close()
    })

    it('phone menu: Escape closes it and focuses its button; tabbing out of it closes it, so focus is never hidden', async () => {
      const { page, context } = await openPage(live.browser, PHONE)
      await page.goto(`${live.site}${path}`)
      await waitForHydration(page)
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.keyboard.press('Escape')
      await expect(page.locator('#mobile-menu').isVisible()).resolves.toBe(false)
      expect(await focused(page)).toBe('button:Open menu')

      await page.keyboard.press('Enter')
      const menu = page.locator('#mobile-menu')
      await menu.getByRole('button', { name: 'Administration' }).click()
      // Walk forward until focus leaves the menu; every stop on the way, and the first after it, is visible.
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Tab')
        const where = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null
          if (!el || el === document.body) return { inMenu: false, visible: false }
          // As the browser brings a focused element into view; 'instant', not Bootstrap's smooth scrolling, so it is measured where it lands.
          el.scrollIntoView({ block: 'nearest', behavior: 'instant' })
          const r = el.getBoundingClientRect()
          const hit = document.elementFromPoint(r.x + Math.min(r.width / 2, 10), r.y + r.height / 2)
          return { inMenu: !!el.closest('#mobile-menu'), visible: !!hit && (el === hit || el.contains(hit)) }
        })
        expect(where.visible).toBe(true)
        if (!where.inMenu) break
      }
      await expect(menu.isVisible()).resolves.toBe(false)
      await context.close()
    })
  })
})

describe('without JavaScript', () => {
  it('the phone menu opened by its link can be closed again', async () => {
    const { page, context } = await openPage(live.browser, PHONE, { javaScriptEnabled: false })
    await page.goto(`${live.site}/about`)
    await page.getByRole('link', { name: 'Open menu' }).click()
    await expect(page.locator('#mobile-menu').isVisible()).resolves.toBe(true)
    await page.getByRole('link', { name: 'Close menu' }).click()
    await expect(page.locator('#mobile-menu').isVisible()).resolves.toBe(false)
    await context.close()
  })
})

describe('current section', () => {
  it.each([
    ['/vc', 'Administration'],
    ['/about', 'About'],
    ['/fees', 'Admission'],
    ['/cse', 'Schools'],
  ])('%s marks exactly one menu as current: %s', async (path, label) => {
    const { page, context } = await openPage(live.browser, { width: 1280, height: 800 })
    await page.goto(`${live.site}${path}`)
    await expect(page.locator('.site-nav__trigger.is-active').allTextContents()).resolves.toEqual([`${label} `])
    await context.close()
  })
})
