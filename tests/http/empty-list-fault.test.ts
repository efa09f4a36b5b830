// Issue 37, "a `[]` fault that lasts": the university API answering `[]` for 30 s after good notices
// no longer empties the home page and /all-notice; the last list is served (as stale, counted) until
// the empty answers have lasted EMPTY_LIST_CONFIRM_MS, then believed. The app in this process in front
// of a scripted upstream on 127.0.0.1, its caches on a clock the test moves (no waiting for TTLs).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startApp, type InProcessSite } from '../support/app-for-file'
import { get } from '../support/processes'
import { startScriptedUpstream, type ScriptedUpstream } from '../support/scripted-api'

const CONFIRM_MS = 60_000
const NOTICES = ['/api/recent-notice', '/api/all-notice']
const HEADLINES = ['Second', 'First']

let upstream: ScriptedUpstream
let site: InProcessSite
let now = 1_000_000

beforeAll(async () => {
  upstream = await startScriptedUpstream()
  // Every request renders (no page cache), so each answer shows what the upstream cache holds.
  site = await startApp(upstream, { PAGE_CACHE_SECONDS: '0', EMPTY_LIST_CONFIRM_MS: String(CONFIRM_MS) }, { cacheClock: () => now })
})
afterAll(async () => {
  await site?.stop()
  await upstream?.close()
})

/** Upstream calls of an endpoint answered (any outcome), from the app's own metrics. */
async function answered(endpoint: string): Promise<number> {
  const metric = await site.app.metrics.upstreamCalls.get()
  return metric.values.filter((v) => v.labels.endpoint === endpoint).reduce((sum, v) => sum + v.value, 0)
}

/** Waits until every notice call the upstream received has come back to the app (its cache has settled). */
async function settled() {
  await vi.waitFor(async () => expect((await answered('recentNotices')) + (await answered('allNotices'))).toBe(NOTICES.reduce((n, path) => n + upstream.calls(path), 0)), {
    timeout: 10_000,
  })
}

/** Home and /all-notice: status, and which of the notices' headlines they show. */
async function pages() {
  const shown = async (path: string) => {
    const { status, body } = await get(`${site.url}${path}`)
    return { status, headlines: HEADLINES.filter((h) => body.includes(`>${h}<`)) }
  }
  return { home: await shown('/'), all: await shown('/all-notice') }
}

/** Reads both pages (which may start refreshes), lets the refreshes come back, and reads them again. */
async function visit() {
  await pages()
  await settled()
  return pages()
}

const withNotices = { home: { status: 200, headlines: HEADLINES }, all: { status: 200, headlines: HEADLINES } }

async function metric(outcome: 'held' | 'believed') {
  const values = (await site.app.metrics.emptyLists.get()).values
  return Object.fromEntries(values.filter((v) => v.labels.outcome === outcome).map((v) => [v.labels.endpoint, v.value]))
}

describe('a `[]` fault after good notices', () => {
  it('30 s of `[]` keep the notices on home and /all-notice, counted as held; the recovery shows at once', async () => {
    expect(await visit()).toEqual(withNotices)
    for (const path of NOTICES) upstream.behave({ kind: 'raw', body: '[]' }, path)
    // The lists expire (30 s), and for the next 30 s every refresh answers []: read every 3 s.
    now += 30_001
    for (let s = 0; s <= 33; s += 3) {
      expect(await visit(), `${s} s into the fault`).toEqual(withNotices)
      now += 3_000
    }
    expect(NOTICES.map((path) => upstream.calls(path) >= 2)).toEqual([true, true]) // the [] came back, more than once
    expect(await metric('held')).toEqual({ recentNotices: 2, allNotices: 2 })
    expect(await metric('believed')).toEqual({})
    // The upstream recovers.
    upstream.behave({ kind: 'ok' })
    now += 30_001
    expect(await visit()).toEqual(withNotices)
  })

  it(`a list that stays empty is believed once its empty answers have lasted EMPTY_LIST_CONFIRM_MS (${CONFIRM_MS / 1000} s)`, async () => {
    for (const path of NOTICES) upstream.behave({ kind: 'raw', body: '[]' }, path)
    now += 30_001
    const first = now
    while (now - first < CONFIRM_MS) {
      expect(await visit(), `${(now - first) / 1000} s of empty answers`).toEqual(withNotices)
      now += 10_000
    }
    // Past the confirmation time the next refresh's empty answer is believed: the pages' empty state, not an error.
    now += 30_001
    const empty = await visit()
    expect(empty).toEqual({ home: { status: 200, headlines: [] }, all: { status: 200, headlines: [] } })
    expect(await metric('believed')).toEqual({ recentNotices: 1, allNotices: 1 })
  })
})
