// Document files come through the upstream client: counted in upstream_requests_total and logged
// as endpoint "file", held to DOCUMENT_MAX_BYTES, and never fetched through a redirect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApp, type InProcessSite } from '../support/app-for-file'
import { postDocument } from '../support/documents-post'
import { startScriptedUpstream, type ScriptedUpstream } from '../support/scripted-admission'

const MB = 1024 * 1024
const TOO_LARGE = 'This document is too large to download here. Please contact the Admission and Information Division.'
const FILES = {
  '01700000060': { bytes: 1 * MB, withLength: true },
  '01700000061': { bytes: 3 * MB, withLength: false },
  '01700000062': { bytes: 3 * MB, withLength: true },
  '01700000063': { bytes: 2 * MB, withLength: true, cutAfter: 1 * MB },
  '01700000064': { bytes: 1 * MB, withLength: true, redirectTo: '/files/doc/01700000060.pdf' },
}
const ask = (mobile: string) => ({ mobile_number: mobile, verification_code: '123456' })

let upstream: ScriptedUpstream
let site: InProcessSite

/** upstream_requests_total{endpoint="file"} by outcome. */
async function fileCalls(): Promise<Record<string, number>> {
  const text = await (await fetch(`${site.url}/metrics`)).text()
  const counts: Record<string, number> = {}
  for (const m of text.matchAll(/^upstream_requests_total\{endpoint="file",outcome="(\w+)"\} (\d+)$/gm)) counts[m[1]!] = Number(m[2])
  return counts
}

beforeAll(async () => {
  upstream = await startScriptedUpstream(FILES)
  site = await startApp(upstream, { DOCUMENT_RATE_LIMIT: '1000', DOCUMENT_MAX_BYTES: String(2 * MB) })
})
afterAll(async () => {
  await site?.stop()
  await upstream?.close()
})

describe('document files through the upstream client', () => {
  it('counts a whole download as a file call', async () => {
    const res = await postDocument(site.url, 'admit-card', ask('01700000060'))
    expect(res.status).toBe(200)
    expect(res.bytes.length).toBe(MB)
    expect((await fileCalls()).ok).toBe(1)
  })

  it.each([
    ['without a Content-Length', '01700000061'],
    ['with a Content-Length', '01700000062'],
  ])('refuses a file over DOCUMENT_MAX_BYTES %s, and counts it too_large', async (_label, mobile) => {
    const before = (await fileCalls()).too_large ?? 0
    const res = await postDocument(site.url, 'admit-card', ask(mobile))
    expect(res.status).toBe(502)
    expect(res.headers.get('content-disposition')).toBeNull()
    expect(JSON.parse(res.text)).toEqual({ message: TOO_LARGE })
    expect((await fileCalls()).too_large).toBe(before + 1)
  })

  it('counts and logs a file host that fails mid-way', async () => {
    const before = (await fileCalls()).error ?? 0
    const res = await postDocument(site.url, 'admit-card', ask('01700000063')).catch(() => null)
    // The length was announced: the client sees a short body or a reset, never a whole-looking file.
    if (res) expect(res.bytes.length).toBeLessThan(2 * MB)
    expect((await fileCalls()).error).toBe(before + 1)
    expect(site.output()).toMatch(/"endpoint":"file","outcome":"error"[^\n]*upstream call failed/)
  })

  it('does not follow a redirect, even to the file host itself', async () => {
    const before = (await fileCalls()).error ?? 0
    const res = await postDocument(site.url, 'admit-card', ask('01700000064'))
    expect(res.status).toBe(502)
    expect(JSON.parse(res.text)).toEqual({ message: 'Something went wrong.' })
    expect((await fileCalls()).error).toBe(before + 1)
  })
})
