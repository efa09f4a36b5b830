// The setup every browser suite shares: the run's site on the demo upstream and its Chromium
// (tests/support/shared.ts), connected to before the file's tests and let go after them.
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll } from 'vitest'
import { startStack } from './processes'
import { sharedBrowser, sharedSite, type SharedSite } from './shared'

export interface SiteInBrowser<S = SharedSite> {
  stack: S
  browser: Browser
  /** The site's base URL. */
  site: string
}

/** Registers the file's beforeAll/afterAll; the returned object is filled in once they have run. */
export function siteInBrowser(): SiteInBrowser {
  const stack = sharedSite()
  const live = { stack, site: stack.site.url } as SiteInBrowser
  beforeAll(async () => {
    live.browser = await sharedBrowser()
  })
  afterAll(async () => {
    await live.browser?.close()
  })
  return live
}

type OwnStack = Awaited<ReturnType<typeof startStack>>

/** The same with a site of the file's own, for a file that changes the upstream's mode or reads the log. */
export function ownSiteInBrowser(): SiteInBrowser<OwnStack> {
  const live = {} as SiteInBrowser<OwnStack>
  beforeAll(async () => {
    ;[live.stack, live.browser] = await Promise.all([startStack(), sharedBrowser()])
    live.site = live.stack.site.url
  })
  afterAll(async () => {
    await live.browser?.close()
    await live.stack?.stop()
  })
  return live
}
