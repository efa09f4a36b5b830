// Guessing protection: failed attempts (codes the admission API refused) are limited per mobile
// number (DOCUMENT_RATE_LIMIT=3); an address past its ceiling (DOCUMENT_ADDRESS_RATE_LIMIT=8) is
// slowed down, never refused. Behind one trusted proxy hop (TRUSTED_PROXIES=loopback: the test
// plays the edge and sets X-Forwarded-For).
import { describe, expect, it } from 'vitest'
import { decodeEntities } from '../support/processes'
import { appForFile } from '../support/app-for-file'
import { codesIn, postAndFollow, postDocument, RIGHT, RIGHT_2, WRONG } from '../support/documents-post'

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })
const wrongFor = (mobile: string) => ({ mobile_number: mobile, verification_code: 'not-the-code' })

// A 100 s window: the waiting time in words must follow Retry-After, not a fixed "15 minutes".
const stack = appForFile({ DOCUMENT_RATE_LIMIT: '3', DOCUMENT_ADDRESS_RATE_LIMIT: '8', DOCUMENT_RATE_WINDOW_MS: '100000', TRUSTED_PROXIES: 'loopback' })

/** Attempts slowed down so far (document_requests_delayed_total). */
async function delayedCount(): Promise<number> {
  const text = await (await fetch(`${stack.site.url}/metrics`)).text()
  return Number(/^document_requests_delayed_total (\d+)$/m.exec(text)?.[1] ?? NaN)
}

/** The waiting time the message states must be the Retry-After sent with it. */
function expectWaitMatchesRetryAfter(message: string, retryAfter: string | null) {
  expect(retryAfter).toMatch(/^\d+$/)
  const seconds = Number(retryAfter)
  expect(seconds).toBeGreaterThan(0)
  expect(seconds).toBeLessThanOrEqual(100)
  const stated = /Please wait about (\d+) (second|minute)s? and try again\./.exec(message)
  expect(stated, message).not.toBeNull()
  const [, n, unit] = stated!
  expect(Number(n)).toBe(unit === 'second' ? seconds : Math.ceil(seconds / 60))
}

describe('rate limit', () => {
  it('does not count successful downloads or upstream outages', async () => {
    for (let i = 0; i < 5; i++) expect((await postDocument(stack.site.url, 'admit-card', RIGHT, from('203.0.113.7'))).status).toBe(200)
    await stack.upstream.setMode({ failureRate: 1 })
    for (let i = 0; i < 4; i++) expect((await postDocument(stack.site.url, 'admit-card', RIGHT, from('203.0.113.7'))).status).toBe(502)
    await stack.upstream.setMode({ failureRate: 0 })
    expect((await postDocument(stack.site.url, 'admit-card', RIGHT, from('203.0.113.7'))).status).toBe(200)
  })

  it('answers 429 after repeated wrong codes for one mobile number, from any address', async () => {
    for (let i = 0; i < 3; i++) expect((await postDocument(stack.site.url, 'admit-card', WRONG, from(`198.51.100.${i + 1}`))).status).toBe(422)
    const limited = await postDocument(stack.site.url, 'admit-card', WRONG, from('198.51.100.99'))
    expect(limited.status).toBe(429)
    expect(limited.headers.get('cache-control')).toBe('no-store')
    expectWaitMatchesRetryAfter(JSON.parse(limited.text).message, limited.headers.get('retry-after'))
    // Once limited, even a right code for that number waits (the limit spans the three kinds).
    expect((await postDocument(stack.site.url, 'offer-letter', RIGHT, from('198.51.100.100'))).status).toBe(429)
  })

  it('does not lock out other applicants behind the same carrier NAT address', async () => {
    const nat = from('100.64.0.1')
    for (let i = 0; i < 3; i++) expect((await postDocument(stack.site.url, 'admit-card', wrongFor('01755555555'), nat)).status).toBe(422)
    expect((await postDocument(stack.site.url, 'admit-card', wrongFor('01755555555'), nat)).status).toBe(429)
    // Another applicant on the same address still downloads.
    const other = await postDocument(stack.site.url, 'offer-letter', RIGHT_2, nat)
    expect(other.status).toBe(200)
    expect(other.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  it('slows down, never refuses, an address that tries many numbers: a right code from it still downloads', async () => {
    const client = from('203.0.113.30')
    const delayedBefore = await delayedCount()
    const statuses: number[] = []
    for (let i = 0; i < 12; i++) statuses.push((await postDocument(stack.site.url, 'admit-card', wrongFor(`0171${String(i).padStart(7, '0')}`), client)).status)
    // Unknown numbers: 422 from the admission API each time, also past the address's 8 failures.
    expect(statuses).toEqual(Array(12).fill(422))
    // The applicant next to the guesser (issue 26: 429 with Retry-After: 876 before).
    const right = await postDocument(stack.site.url, 'offer-letter', RIGHT_2, client)
    expect(right.status).toBe(200)
    expect(right.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    // Its attempts past the ceiling were slowed down.
    expect(await delayedCount()).toBeGreaterThanOrEqual(delayedBefore + 4)
  })

  it('counts only attempts that reached the admission API: refused (429) and malformed posts do not charge the address', async () => {
    const client = from('203.0.113.50')
    const delayedBefore = await delayedCount()
    for (let i = 0; i < 3; i++) expect((await postDocument(stack.site.url, 'admit-card', wrongFor('01722222222'), client)).status).toBe(422)
    for (let i = 0; i < 10; i++) expect((await postDocument(stack.site.url, 'admit-card', wrongFor('01722222222'), client)).status).toBe(429)
    for (let i = 0; i < 10; i++) expect((await postDocument(stack.site.url, 'admit-card', { mobile_number: 'x', verification_code: 'y' }, client)).status).toBe(400)
    // 23 answers, 3 failures: the address is under its ceiling, nothing slowed down.
    expect((await postDocument(stack.site.url, 'admit-card', RIGHT_2, client)).status).toBe(200)
    expect(await delayedCount()).toBe(delayedBefore)
  })

  it('does not count right codes in flight: 24 at once for one number all download, and the number stays open', async () => {
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => postDocument(stack.site.url, 'offer-letter', RIGHT_2, from(`198.18.0.${i + 1}`))))
    expect(answers.map((a) => a.status)).toEqual(Array(24).fill(200))
    expect((await postDocument(stack.site.url, 'admit-card', RIGHT_2, from('198.18.1.1'))).status).toBe(200)
  })

  it('lets concurrent wrong codes for one number through no further than the limit', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => postDocument(stack.site.url, 'admit-card', wrongFor('01733333333'), from(`198.18.2.${i + 1}`))))
    const statuses = answers.map((a) => a.status).sort()
    expect(statuses).toEqual([...Array(3).fill(422), ...Array(9).fill(429)])
  })

  it('redirects a plain form post to the page, which shows the wait with its Retry-After', async () => {
    const { post, page } = await postAndFollow(stack.site.url, 'admission-form', WRONG, { 'x-forwarded-for': '198.51.100.200' })
    expect(post.status).toBe(303)
    expect(page.status).toBe(429)
    expect(page.headers.get('content-type')).toContain('text/html')
    const shown = /role="alert">([^<]+)</.exec(decodeEntities(page.text))?.[1] ?? ''
    expectWaitMatchesRetryAfter(shown, page.headers.get('retry-after'))
  })

  it('counts wrong codes of plain (redirected) posts too', async () => {
    const client = { 'x-forwarded-for': '203.0.113.40' }
    const wrong = wrongFor('01744444444')
    for (let i = 0; i < 3; i++) expect((await postAndFollow(stack.site.url, 'admit-card', wrong, client)).page.status).toBe(422)
    expect((await postAndFollow(stack.site.url, 'admit-card', wrong, client)).page.status).toBe(429)
  })

  it('never logs a verification code', () => {
    expect(codesIn(stack.site.output())).toEqual([])
  })
})
