// Debian's Chromium driven by playwright-core (no browser download).
import { AxeBuilder } from '@axe-core/playwright'
import { chromium, type Browser, type Page } from 'playwright-core'
import { disposable } from './dispose'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Debian's Chromium, headless, for this caller alone (a test file shares the run's one: sharedBrowser()). Playwright turns the back/forward cache off by default (`--disable-back-forward-cache`);
 * `backForwardCache` leaves it on, as in a visitor's browser (a Back then fires no `load`: wait for `commit`).
 */
export function launchBrowser(options: { backForwardCache?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    ignoreDefaultArgs: options.backForwardCache ? ['--disable-back-forward-cache'] : [],
  })
}

/** A window size: a desktop browser's, narrowed or not. */
type Screen = { width: number; height: number }
/** A device as Playwright emulates it: its screen, and what it says it is. */
type Device = { viewport: Screen; userAgent: string; isMobile: boolean; hasTouch: boolean; deviceScaleFactor: number }

export const PHONE: Screen = { width: 375, height: 740 }
export const DESKTOP: Screen = { width: 1366, height: 900 }
/** A phone `width` CSS pixels wide: Lighthouse's Moto G Power with another screen width. */
export const phoneOf = (width: number): Device => ({ ...MOTO_G_POWER, viewport: { width, height: 740 } })
/** Lighthouse's mobile device (a Moto G Power): its screen, user agent and touch screen, no mouse. */
export const MOTO_G_POWER: Device = {
  viewport: { width: 412, height: 823 },
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 1.75,
}

/**
 * A page that fails on console errors and never leaves loopback: requests to other hosts
 * (video embeds, maps) are answered empty, so tests see only the site's own behaviour. The
 * offline-reading service worker is blocked unless asked for (`serviceWorkers: 'allow'`): its
 * install fetches a dozen pages in the background, which suites counting requests or renders
 * would see.
 */
export async function openPage(
  browser: Browser,
  screen: Screen | Device = DESKTOP,
  options: { javaScriptEnabled?: boolean; serviceWorkers?: 'allow' | 'block' } = {},
) {
  const device = 'viewport' in screen ? screen : { viewport: screen }
  const context = await browser.newContext({ ...device, javaScriptEnabled: options.javaScriptEnabled ?? true, serviceWorkers: options.serviceWorkers ?? 'block' })
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.fulfill({ status: 204, body: '' }))
  const page = await context.newPage()
  const errors: string[] = []
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text())
  })
  page.on('pageerror', (err) => errors.push(err.message))
  return disposable({ page, context, errors }, () => context.close())
}

/** `url` in a new context, its script run; `before` runs first (e.g. an init script that observes from the first paint). */
export async function openHydrated(
  browser: Browser,
  url: string,
  viewport: Screen | Device = DESKTOP,
  before: (page: Page) => Promise<unknown> = async () => {},
): Promise<Awaited<ReturnType<typeof openPage>>> {
  const opened = await openPage(browser, viewport)
  opened.page.setDefaultTimeout(15_000)
  await before(opened.page)
  await opened.page.goto(url)
  await waitForHydration(opened.page)
  return opened
}

/** Waits until the site's script has run (src/enhance/site.ts marks <body data-enhanced> once every component started). */
export async function waitForHydration(page: Page) {
  await page.waitForSelector('body[data-enhanced="true"]', { state: 'attached' })
}

/**
 * Holds back the site's script until `release()`: what a visitor does meanwhile surely comes before it runs (on a
 * fast link its few KB often arrive before the controls are visible), as it does on a slower phone.
 */
export async function holdScript(page: Page): Promise<() => void> {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/scripts\/site\.[\w-]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** WCAG 2.1 A and AA: axeViolations' default. */
export const WCAG21_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
/** WCAG 2.2 AA and axe's best practices on top of WCAG 2.1 AA: every rule axe runs, except experimental ones. */
export const ALL_AXE_TAGS = [...WCAG21_TAGS, 'wcag22aa', 'best-practice']

/**
 * axe-core's violations on the settled page (WCAG 2.1 AA unless `tags` says otherwise), as "rule:
 * targets" lines. Entrance animations (the footer and card fade-ins) end first: axe judges the colours
 * that stay on screen.
 */
export async function axeViolations(page: Page, options: { tags?: string[] } = {}): Promise<string[]> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
  const { violations } = await new AxeBuilder({ page }).withTags(options.tags ?? WCAG21_TAGS).analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * axe (every rule) on each of `paths`, its script run, at each of `screens` in turn: the page is opened at the
 * first and resized to the others, as a phone turned or a window widened. Answers the violations and
 * console errors by path and width; {} when there are none.
 */
export async function axeFindings(browser: Browser, site: string, paths: readonly string[], screens: readonly Screen[]): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {}
  for (const path of paths) {
    await using opened = await openPage(browser, screens[0])
    const { page, errors } = opened
    page.setDefaultTimeout(15_000)
    await page.goto(`${site}${path}`)
    await waitForHydration(page)
    for (const screen of screens) {
      await page.setViewportSize(screen)
      const violations = await axeViolations(page, { tags: ALL_AXE_TAGS })
      if (violations.length) found[`${path} at ${screen.width} px`] = violations
    }
    if (errors.length) found[path] = errors
  }
  return found
}
