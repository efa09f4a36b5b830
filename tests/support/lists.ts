// Shared by the list tests: a stack whose demo data and site agree on one pinned "today".
import type { Page } from 'playwright-core'
import { startStack, TEST_TODAY } from './processes'

/** The day the list tests pin (the demo's dates and the site's "past" both follow it). */
export const PINNED_TODAY = TEST_TODAY

export function startPinnedStack(siteEnv: Record<string, string> = {}) {
  return startStack({ SITE_TODAY: PINNED_TODAY, ...siteEnv }, { DEMO_TODAY: PINNED_TODAY })
}

/** Waits until a page at a URL that `matches` has rendered: a page load, or a list's live filter (src/components/search-list/enhance.ts) or a client-side navigation over (no `aria-busy`). */
export async function settledAt(page: Page, matches: (url: URL) => boolean) {
  await page.waitForURL(matches)
  await page.waitForFunction(() => !document.body.hasAttribute('aria-busy'))
}
