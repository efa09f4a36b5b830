// The setup every browser suite shares: the built site on the demo upstream and Debian's Chromium,
// started once per test file (before its tests) and stopped after them.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { launchBrowser } from './browser'
import { startStack } from './processes'

export interface SiteInBrowser {
  stack: Awaited<ReturnType<typeof startStack>>
  browser: Browser
  /** The site's base URL. */
  site: string
}

/** Registers the file's beforeAll/afterAll; the returned object is filled in once they have run. */
export function siteInBrowser(): SiteInBrowser {
  const live = {} as SiteInBrowser
  beforeAll(async () => {
    ;[live.stack, live.browser] = await Promise.all([startStack(), launchBrowser()])
    live.site = live.stack.site.url
  }, 60_000)
  afterAll(async () => {
    await live.browser?.close()
    await live.stack?.stop()
  })
  return live
}
