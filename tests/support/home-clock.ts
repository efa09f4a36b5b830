// The home page in Chromium under a fake, paused clock (page.clock), shared by the home and carousel specs.
import type { Browser, Page } from 'playwright-core'
import { DESKTOP, openPage, waitForHydration } from './browser'

type Viewport = Parameters<typeof openPage>[1]

/**
 * Lets React commit and run its effects. Its scheduler posts tasks on a MessageChannel (not faked by
 * the clock): a few round trips on another channel queue behind them.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    for (let i = 0; i < 4; i++) {
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      })
    }
  })
  await page.waitForTimeout(20)
}

/** Opens the home page under a fake, paused clock: time moves only with `page.clock.runFor`. */
export async function openHome(
  browser: Browser,
  site: string,
  options: { viewport?: Viewport; reducedMotion?: boolean; setup?: (page: Page) => Promise<void> } = {},
) {
  const opened = await openPage(browser, options.viewport ?? DESKTOP)
  const { page } = opened
  if (options.reducedMotion) await page.emulateMedia({ reducedMotion: 'reduce' })
  await options.setup?.(page)
  // Paused from the start: hydration needs no timer, and every timer is armed at a known time.
  const start = Date.parse('2026-01-20T08:00:00Z')
  await page.clock.install({ time: start })
  await page.clock.pauseAt(start + 1000)
  await page.goto(`${site}/`)
  // The news strip scrolls at once instead of smoothly (an animation on the compositor's time, not the page's
  // clock): what is in view after a move is then the move's end.
  await page.addStyleTag({ content: '.news-carousel ul { scroll-behavior: auto !important; }' })
  await waitForHydration(page)
  await settle(page)
  return opened
}

/** Moves the fake clock and lets React re-render and re-arm its timers. */
export async function tick(page: Page, ms: number) {
  await page.clock.runFor(ms)
  await settle(page)
}

/**
 * Moves the clock in 100 ms steps until `read` changes; returns the milliseconds that took. Afterwards
 * the change lies within the last 100 ms, so the next one is due 4.9 to 5 s later.
 */
export async function tickUntilChange<T>(page: Page, read: () => Promise<T>, limitMs = 6000): Promise<number> {
  const before = JSON.stringify(await read())
  for (let elapsed = 100; elapsed <= limitMs; elapsed += 100) {
    await tick(page, 100)
    if (JSON.stringify(await read()) !== before) return elapsed
  }
  throw new Error(`no change within ${limitMs} ms`)
}

/** The news cards a visitor sees in the carousel: at least half of the card inside the strip's box. */
export function visibleNews(page: Page): Promise<string[]> {
  return page.locator('.news-carousel ul').evaluate((el) => {
    const box = el.getBoundingClientRect()
    return [...el.querySelectorAll<HTMLElement>('li[data-news-id]')]
      .filter((li) => {
        const r = li.getBoundingClientRect()
        const shown = Math.min(r.right, box.right) - Math.max(r.left, box.left)
        return r.width > 0 && shown >= r.width / 2 && r.bottom > box.top && r.top < box.bottom
      })
      .map((li) => li.dataset.newsId!)
  })
}
