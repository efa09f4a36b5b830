// What a test file uses of the run's shared setup (vitest's globalSetup: tests/support/global-site.ts, global-browser.ts):
// the built site on the demo upstream, and in the slow tier one Chromium. A file that changes the upstream's
// mode, counts its calls or the site's renders, or reads the site's log starts its own (appForFile(),
// startStack()): other files use the shared ones at the same time.
import { chromium, type Browser } from 'playwright-core'
import { inject, type ProvidedContext } from 'vitest'
import { disposable } from './dispose'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared site's and its demo upstream's base URLs. */
    sharedSite: { site: string; upstream: string }
    /** The shared Chromium's WebSocket endpoint (tests/support/global-browser.ts). */
    sharedBrowser: string
  }
}

/** The shared site (`site.url`) and its demo upstream (`upstream.url`), to read only. */
export interface SharedSite {
  site: { url: string }
  upstream: { url: string }
}

export function sharedSite(): SharedSite {
  const shared = inject('sharedSite') as ProvidedContext['sharedSite'] | undefined
  if (!shared) throw new Error('sharedSite(): this project starts no shared site (vitest.config.ts globalSetup)')
  return { site: { url: shared.site }, upstream: { url: shared.upstream } }
}

/** The run's Chromium (playwright's connection to it); close() disconnects this file only. */
export async function sharedBrowser(): Promise<Browser & AsyncDisposable> {
  const endpoint = inject('sharedBrowser') as string | undefined
  if (!endpoint) throw new Error('sharedBrowser(): this project starts no shared browser (vitest.config.ts globalSetup)')
  const browser = await chromium.connect(endpoint)
  return disposable(browser, () => browser.close())
}
