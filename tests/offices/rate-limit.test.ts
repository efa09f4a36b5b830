// Guessing protection: failed attempts per client are limited (DOCUMENT_RATE_LIMIT=3), behind one trusted proxy hop.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeEntities, startStack } from '../support/processes'
import { codesIn, postDocument, RIGHT, WRONG } from './post'

let stack: Awaited<ReturnType<typeof startStack>>
let site = ''
const TOO_MANY = 'Too many attempts. Please wait 15 minutes and try again.'
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } })

beforeAll(async () => {
  stack = await startStack({ DOCUMENT_RATE_LIMIT: '3', TRUSTED_PROXIES: 'loopback' })
  site = stack.site.url
})
afterAll(async () => {
  await stack?.stop()
})

describe('rate limit', () => {
  it('does not count successful downloads or upstream outages', async () => {
    for (let i = 0; i < 5; i++) expect((await postDocument(site, 'admit-card', RIGHT, from('203.0.113.7'))).status).toBe(200)
    await stack.upstream.setMode({ failureRate: 1 })
    for (let i = 0; i < 4; i++) expect((await postDocument(site, 'admit-card', RIGHT, from('203.0.113.7'))).status).toBe(502)
    await stack.upstream.setMode({ failureRate: 0 })
    expect((await postDocument(site, 'admit-card', RIGHT, from('203.0.113.7'))).status).toBe(200)
  })

  it('answers 429 after repeated wrong codes from one client', async () => {
    const client = from('203.0.113.10')
    for (let i = 0; i < 3; i++) expect((await postDocument(site, 'admit-card', WRONG, client)).status).toBe(422)
    const limited = await postDocument(site, 'admit-card', WRONG, client)
    expect(limited.status).toBe(429)
    expect(JSON.parse(limited.text)).toEqual({ message: TOO_MANY })
    expect(limited.headers.get('cache-control')).toBe('no-store')
    // Once limited, even a right code waits (the limit spans the three kinds).
    expect((await postDocument(site, 'offer-letter', RIGHT, client)).status).toBe(429)
  })

  it('shows the page with the error box to a plain form post', async () => {
    const res = await postDocument(site, 'admission-form', WRONG, { plain: true, ...from('203.0.113.10') })
    expect(res.status).toBe(429)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(decodeEntities(res.text)).toContain(`role="alert">${TOO_MANY}<`)
  })

  it('keys the limit by the visitor\u2019s address from the trusted proxy hop', async () => {
    expect((await postDocument(site, 'admit-card', WRONG, from('203.0.113.11'))).status).toBe(422)
    expect((await postDocument(site, 'admit-card', RIGHT, from('203.0.113.12'))).status).toBe(200)
  })

  it('counts malformed posts as failed attempts', async () => {
    const client = from('203.0.113.20')
    for (let i = 0; i < 3; i++) expect((await postDocument(site, 'admit-card', { mobile_number: 'x', verification_code: 'y' }, client)).status).toBe(400)
    expect((await postDocument(site, 'admit-card', RIGHT, client)).status).toBe(429)
  })

  it('never logs a verification code', () => {
    expect(codesIn(stack.site.output())).toEqual([])
  })
})
