// The setup most HTTP suites share: the demo upstream and the built site in front of it, started
// once per test file (before its tests) and stopped after them. The returned object is filled in
// once the file's beforeAll has run (tests/support/site-in-browser.ts does the same with Chromium).
import { afterAll, beforeAll } from 'vitest'
import { startStack } from './processes'

export type Stack = Awaited<ReturnType<typeof startStack>>

export function stackForFile(siteEnv: Record<string, string> = {}, upstreamEnv: Record<string, string> = {}): Stack {
  const live = {} as Stack
  beforeAll(async () => {
    Object.assign(live, await startStack(siteEnv, upstreamEnv))
  })
  afterAll(async () => {
    await live.stop?.()
  })
  return live
}
