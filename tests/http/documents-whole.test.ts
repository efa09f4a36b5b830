// Downloads are whole or refused: a file over the limit (20 MB) is refused before any byte is
// sent, with or without a Content-Length, and a file host that fails before the end of a file
// without a length gives a clean error, never a cut PDF. Against a scripted file host.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeEntities } from '../support/processes'
import { startApp, type InProcessSite } from '../support/app-for-file'
import { postAndFollow, postDocument } from '../support/documents-post'
import { startScriptedUpstream, type ScriptedUpstream } from '../support/scripted-admission'

const MB = 1024 * 1024
const TOO_LARGE = 'This document is too large to download here. Please contact the Admission and Information Division.'
const FILES = {
  '01700000050': { bytes: 50 * MB, withLength: false },
  '01700000051': { bytes: 50 * MB, withLength: true },
  '01700000052': { bytes: 5 * MB, withLength: false },
  '01700000053': { bytes: 1 * MB, withLength: true },
  '01700000054': { bytes: 5 * MB, withLength: false, cutAfter: 1 * MB },
}
const ask = (mobile: string) => ({ mobile_number: mobile, verification_code: '123456' })

let upstream: ScriptedUpstream
let site: InProcessSite

beforeAll(async () => {
  upstream = await startScriptedUpstream(FILES)
  site = await startApp(upstream, { DOCUMENT_RATE_LIMIT: '1000' })
})
afterAll(async () => {
  await site?.stop()
  await upstream?.close()
})

describe('document downloads are whole or refused', () => {
  it.each(['01700000050', '01700000051'])('refuses a 50 MB file (%s) before sending any of it, with a clear message', async (mobile) => {
    const res = await postDocument(site.url, 'admit-card', ask(mobile))
    expect(res.status).toBe(502)
    expect(res.headers.get('content-disposition')).toBeNull()
    expect(JSON.parse(res.text)).toEqual({ message: TOO_LARGE })
  })

  it('shows the same message to a plain form post', async () => {
    const { post, page } = await postAndFollow(site.url, 'admit-card', ask('01700000050'))
    expect(post.status).toBe(303)
    expect(page.status).toBe(502)
    expect(decodeEntities(page.text)).toContain(`role="alert">${TOO_LARGE}<`)
  })

  it.each([
    ['without a Content-Length', '01700000052', 5 * MB],
    ['with a Content-Length', '01700000053', 1 * MB],
  ])('sends a file under the limit %s whole, with its length', async (_label, mobile, bytes) => {
    const res = await postDocument(site.url, 'admit-card', ask(mobile))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-length')).toBe(String(bytes))
    expect(res.bytes.length).toBe(bytes)
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(res.bytes.subarray(-7).toString('latin1')).toBe('\n%%EOF\n')
  })

  it('answers a clean error when the file host fails before the end of a file without a length', async () => {
    const res = await postDocument(site.url, 'admit-card', ask('01700000054'))
    expect(res.status).toBe(502)
    expect(res.headers.get('content-disposition')).toBeNull()
    expect(JSON.parse(res.text)).toEqual({ message: 'Something went wrong.' })
  })
})
