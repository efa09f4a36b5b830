// Chromium: the accordions and tabs work after hydration, and axe-core finds no WCAG 2.1 AA
// violations on any page of this area at phone and desktop widths.
import { describe, expect, it } from 'vitest'
import { axeViolations, DESKTOP, openPage, PHONE, waitForHydration } from '../support/browser'
import { openStates, shownTabPanels, tab, visiblePanels } from '../support/controls'
import { siteInBrowser } from '../support/site-in-browser'
import { ROUTES } from '../support/programmes'

const live = siteInBrowser()

async function open(path: string, viewport = DESKTOP) {
  const opened = await openPage(live.browser, viewport)
  await opened.page.goto(`${live.site}${path}`)
  await waitForHydration(opened.page)
  return opened
}

/** Whether each item of an accordion is open. */
const expandedStates = openStates

describe('programme page accordions', () => {
  it('semesters: one open at a time, clicking the open one closes it', async () => {
    const { page, context, errors } = await open('/program/cse')
    const buttons = page.locator('.syllabus-accordion .accordion-button')
    const count = await buttons.count()
    expect(count).toBeGreaterThanOrEqual(8)
    const only = (i: number | null) => Array.from({ length: count }, (_, k) => k === i)

    expect(await expandedStates(page, '.syllabus-accordion')).toEqual(only(0))
    await buttons.nth(2).click()
    expect(await expandedStates(page, '.syllabus-accordion')).toEqual(only(2))
    expect(await visiblePanels(page, '.syllabus-accordion')).toEqual(only(2))
    await expect(page.locator('.syllabus-accordion .accordion-collapse').nth(2).getByRole('columnheader', { name: 'Course Code' }).isVisible()).resolves.toBe(true)
    await buttons.nth(5).click()
    expect(await expandedStates(page, '.syllabus-accordion')).toEqual(only(5))
    await buttons.nth(5).click()
    expect(await expandedStates(page, '.syllabus-accordion')).toEqual(only(null))
    expect(await visiblePanels(page, '.syllabus-accordion')).toEqual(only(null))
    // Keyboard: Enter on a focused header opens it.
    await buttons.nth(1).focus()
    await page.keyboard.press('Enter')
    expect(await expandedStates(page, '.syllabus-accordion')).toEqual(only(1))
    expect(errors).toEqual([])
    await context.close()
  })

  it('PLOs: one open at a time', async () => {
    const { page, context, errors } = await open('/program/bba', PHONE)
    const buttons = page.locator('.plo-accordion .accordion-button')
    expect(await buttons.count()).toBe(5)
    await expect(buttons.nth(0).textContent()).resolves.toMatch(/^PLO1/)
    expect(await expandedStates(page, '.plo-accordion')).toEqual([true, false, false, false, false])
    await buttons.nth(3).click()
    expect(await expandedStates(page, '.plo-accordion')).toEqual([false, false, false, true, false])
    expect(await visiblePanels(page, '.plo-accordion')).toEqual([false, false, false, true, false])
    await buttons.nth(1).click()
    expect(await expandedStates(page, '.plo-accordion')).toEqual([false, true, false, false, false])
    await buttons.nth(1).click()
    expect(await expandedStates(page, '.plo-accordion')).toEqual([false, false, false, false, false])
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('advertisement tabs', () => {
  it('Bachelor Program is the default; Master Program switches the list (mouse and keyboard)', async () => {
    const { page, context, errors } = await open('/admission-advertisements')
    const bachelor = tab(page, 'Bachelor Program')
    const master = tab(page, 'Master Program')
    expect(await bachelor.radio.isChecked()).toBe(true)
    expect(await master.radio.isChecked()).toBe(false)
    const visiblePanel = shownTabPanels(page)
    expect(await visiblePanel.count()).toBe(1)
    const bachelorLatest = await visiblePanel.locator('.advert-latest h3').textContent()

    await master.label.click()
    expect(await master.radio.isChecked()).toBe(true)
    expect(await bachelor.radio.isChecked()).toBe(false)
    expect(await visiblePanel.count()).toBe(1)
    await expect(visiblePanel.getAttribute('aria-labelledby')).resolves.toBe(await master.label.getAttribute('id'))
    const masterLatest = await visiblePanel.locator('.advert-latest h3').textContent()
    expect(masterLatest).toBeTruthy()
    expect(masterLatest).not.toBe(bachelorLatest)

    await master.radio.focus()
    await page.keyboard.press('ArrowLeft')
    expect(await bachelor.radio.isChecked()).toBe(true)
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe(await bachelor.radio.getAttribute('id'))
    await expect(visiblePanel.locator('.advert-latest h3').textContent()).resolves.toBe(bachelorLatest)
    // The Master panel is accessible too (axe sees only what is shown).
    await master.label.click()
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  for (const [name, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    it.each(ROUTES)(`%s at ${name} width has no violations`, async (path) => {
      const { page, context, errors } = await open(path, viewport)
      expect(await axeViolations(page)).toEqual([])
      expect(errors).toEqual([])
      await context.close()
    })
  }
})

describe('/programs', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const)('narrows to a level with the keyboard once hydrated (%s)', async (_, viewport) => {
    const { page, context, errors } = await open('/programs', viewport)
    await page.locator('#programme-level').focus()
    await page.keyboard.press('End')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/programs\?type=Postgraduate$/)
    await expect(page.locator('.programme-card h2').allTextContents()).resolves.toEqual(['Master of Business Administration (MBA)'])
    expect(errors).toEqual([])
    await context.close()
  })
})
