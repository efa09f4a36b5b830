// Guessing protection: failed attempts are limited per mobile number (DOCUMENT_RATE_LIMIT=3) with a
// higher ceiling per address (DOCUMENT_ADDRESS_RATE_LIMIT=8), behind one trusted proxy hop
// (TRUSTED_PROXIES=loopback: the test plays the edge and sets X-Forwarded-For).
import { describe, expect, it } from 'vitest'
import { decodeEntities } from '../support/processes'
import { appForFile } from '../support/app-for-file'
import { codesIn, postAndFollow, postDocument, RIGHT, RIGHT_2, WRONG, type Posted } from '../support/documents-post'

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })
const wrongFor = (mobile: string) => ({ mobile_number: mobile, verification_code: 'not-the-code' })

// A 100 s window: the waiting time in words must follow Retry-After, not a fixed "15 minutes".
const stack = appForFile({ DOCUMENT_RATE_LIMIT: '3', DOCUMENT_ADDRESS_RATE_LIMIT: '8', DOCUMENT_RATE_WINDOW_MS: '100000', TRUSTED_PROXIES: 'loopback' })

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

  it('limits one address that tries many numbers at the higher ceiling', async () => {
    const client = from('203.0.113.30')
    const statuses: number[] = []
    for (let i = 0; i < 9; i++) statuses.push((await postDocument(stack.site.url, 'admit-card', wrongFor(`0171000000${i}`), client)).status)
    // Unknown numbers: 422 from the admission API, until the address has failed 8 times.
    expect(statuses).toEqual([422, 422, 422, 422, 422, 422, 422, 422, 429])
    const limited: Posted = await postDocument(stack.site.url, 'admit-card', wrongFor('01710000099'), client)
    expect(limited.status).toBe(429)
    expectWaitMatchesRetryAfter(JSON.parse(limited.text).message, limited.headers.get('retry-after'))
    // The ceiling is per address: another address is not limited.
    expect((await postDocument(stack.site.url, 'admit-card', wrongFor('01710000099'), from('203.0.113.31'))).status).toBe(422)
  })

  it('redirects a plain form post to the page, which shows the wait with its Retry-After', async () => {
    const { post, page } = await postAndFollow(stack.site.url, 'admission-form', WRONG, { 'x-forwarded-for': '198.51.100.200' })
    expect(post.status).toBe(303)
    expect(page.status).toBe(429)
    expect(page.headers.get('content-type')).toContain('text/html')
    const shown = /role="alert">([^<]+)</.exec(decodeEntities(page.text))?.[1] ?? ''
    expectWaitMatchesRetryAfter(shown, page.headers.get('retry-after'))
  })

  it('counts malformed posts as failed attempts of the address', async () => {
    const client = from('203.0.113.20')
    for (let i = 0; i < 8; i++) expect((await postDocument(stack.site.url, 'admit-card', { mobile_number: 'x', verification_code: 'y' }, client)).status).toBe(400)
    expect((await postDocument(stack.site.url, 'admit-card', RIGHT, client)).status).toBe(429)
  })

  it('counts failed plain (redirected) posts too', async () => {
    const client = { 'x-forwarded-for': '203.0.113.40' }
    for (let i = 0; i < 8; i++) expect((await postAndFollow(stack.site.url, 'admit-card', { mobile_number: 'x', verification_code: 'y' }, client)).page.status).toBe(400)
    expect((await postAndFollow(stack.site.url, 'admit-card', RIGHT, client)).page.status).toBe(429)
  })

  it('never logs a verification code', () => {
    expect(codesIn(stack.site.output())).toEqual([])
  })
})
