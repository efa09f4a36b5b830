// globalSetup (vitest.config.ts): the built site on the demo upstream, started once per run for every file of
// its project (tests/support/shared.ts sharedSite()), on the day the tests pin (PINNED_TODAY).
import type { TestProject } from 'vitest/node'
import { startStack, TEST_TODAY } from './processes'

export default async function setup(project: TestProject) {
  const stack = await startStack({ SITE_TODAY: TEST_TODAY }, { DEMO_TODAY: TEST_TODAY })
  project.provide('sharedSite', { site: stack.site.url, upstream: stack.upstream.url })
  return () => stack.stop()
}
