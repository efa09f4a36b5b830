// globalSetup (vitest.config.ts): one Debian Chromium per run; every file connects to it (tests/support/shared.ts
// sharedBrowser()) and opens contexts of its own, so no file sees another's cookies, cache or service worker.
import { chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser'

export default async function setup(project: TestProject) {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, host: '127.0.0.1' })
  project.provide('sharedBrowser', server.wsEndpoint())
  return () => server.close()
}
