// POST /api/admission-documents/:kind against the demo upstream: downloads, errors, refusals, no-JavaScript posts.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { decodeEntities, startStack, titleOf } from '../support/processes'
import { codesIn, FOREIGN_HOST, postDocument, RIGHT, RIGHT_2, TRAVERSAL, WRONG, WRONG_CODE } from './post'

let stack: Awaited<ReturnType<typeof startStack>>
let site = ''

beforeAll(async () => {
  // A high limit: this file posts many wrong codes; the limit has its own file.
  stack = await startStack({ DOCUMENT_RATE_LIMIT: '1000' })
  site = stack.site.url
})
afterEach(async () => {
  await stack.upstream.setMode({ failureRate: 0, hang: false, latencyMs: 0 })
})
afterAll(async () => {
  await stack?.stop()
})

const KINDS = [
  { kind: 'admission-form', fileName: 'Admission-Form.pdf' },
  { kind: 'admit-card', fileName: 'Admit-Card.pdf' },
  { kind: 'offer-letter', fileName: 'Offer-Letter.pdf' },
]

describe('successful downloads', () => {
  it.each(KINDS)('streams $fileName for a right mobile number and code', async ({ kind, fileName }) => {
    for (const pair of [RIGHT, RIGHT_2]) {
      const res = await postDocument(site, kind, pair)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/pdf')
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(res.bytes.subarray(-8).toString('latin1')).toContain('%%EOF')
    }
  })

  it.each(['+8801700000001', '880 1700000001', '017-0000-0001'])('accepts the mobile number written as %s', async (mobile) => {
    const res = await postDocument(site, 'admit-card', { mobile_number: mobile, verification_code: '123456' })
    expect(res.status).toBe(200)
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  it('sends the applicant\u2019s own document', async () => {
    const a = await postDocument(site, 'offer-letter', RIGHT)
    const b = await postDocument(site, 'offer-letter', RIGHT_2)
    expect(a.bytes.equals(b.bytes)).toBe(false)
  })
})

describe('errors as JSON (the enhanced form)', () => {
  it('shows the upstream message for a wrong code', async () => {
    const res = await postDocument(site, 'admit-card', WRONG)
    expect(res.status).toBe(422)
    expect(JSON.parse(res.text)).toEqual({ message: 'Invalid mobile number or password.' })
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('shows the upstream message for an unknown mobile number', async () => {
    const res = await postDocument(site, 'offer-letter', { mobile_number: '01711111111', verification_code: '123456' })
    expect(res.status).toBe(422)
    expect(JSON.parse(res.text).message).toBe('No application found for this mobile number.')
  })

  it('shows the server\u2019s message when the upstream fails', async () => {
    await stack.upstream.setMode({ failureRate: 1 })
    const res = await postDocument(site, 'admission-form', RIGHT)
    expect(res.status).toBe(502)
    expect(JSON.parse(res.text)).toEqual({ message: 'Internal Server Error' })
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('shows the fallback text when the upstream does not answer', async () => {
    await stack.upstream.setMode({ hang: true })
    const res = await postDocument(site, 'admission-form', RIGHT)
    expect(res.status).toBe(503)
    expect(JSON.parse(res.text)).toEqual({ message: 'Server error, please try later.' })
  })

  it.each([
    ['a traversal path', TRAVERSAL],
    ['a foreign-host URL', FOREIGN_HOST],
  ])('refuses %s in the upstream answer', async (_label, pair) => {
    const res = await postDocument(site, 'admit-card', pair)
    expect(res.status).toBe(502)
    expect(JSON.parse(res.text)).toEqual({ message: 'Something went wrong.' })
    expect(res.headers.get('content-disposition')).toBeNull()
  })

  it('logs the refusals', () => {
    const refusals = stack.site.output().split('\n').filter((line) => line.includes('"outcome":"refused-path"'))
    expect(refusals.some((l) => l.includes('../../etc/passwd'))).toBe(true)
    expect(refusals.some((l) => l.includes('evil.example.com'))).toBe(true)
  })

  it.each([
    [{ verification_code: '123456' }, 'Please enter your mobile number.'],
    [{ mobile_number: '', verification_code: '123456' }, 'Please enter your mobile number.'],
    [{ mobile_number: '12345', verification_code: '123456' }, 'Please enter a valid mobile number, e.g. 01712345678.'],
    [{ mobile_number: '01700-00000a', verification_code: '123456' }, 'Please enter a valid mobile number, e.g. 01712345678.'],
    [{ mobile_number: '01700000001' }, 'Please enter your password.'],
    [{ mobile_number: '01700000001', verification_code: '' }, 'Please enter your password.'],
    [{ mobile_number: '01700000001', verification_code: 'x'.repeat(65) }, 'The password must be at most 64 characters.'],
  ])('answers 400 for %j', async (fields, message) => {
    const calls = (await stack.upstream.calls())['/mbapi/admit-card'] ?? 0
    const res = await postDocument(site, 'admit-card', fields as Record<string, string>)
    expect(res.status).toBe(400)
    expect(JSON.parse(res.text)).toEqual({ message })
    // Invalid posts never reach the admission API.
    expect((await stack.upstream.calls())['/mbapi/admit-card'] ?? 0).toBe(calls)
  })

  it('answers 400 for malformed JSON and 413 for an oversized body', async () => {
    const bad = await postDocument(site, 'admit-card', {}, { rawBody: '{"mobile_number": "0170' })
    expect(bad.status).toBe(400)
    expect(JSON.parse(bad.text).message).toBeTruthy()
    const big = await postDocument(site, 'admit-card', { mobile_number: '01700000001', verification_code: 'x'.repeat(5000) })
    expect(big.status).toBe(413)
    expect(big.headers.get('cache-control')).toBe('no-store')
  })

  it('answers 404 for an unknown kind', async () => {
    const res = await postDocument(site, 'transcript', RIGHT)
    expect(res.status).toBe(404)
  })
})

describe('without JavaScript (plain form posts)', () => {
  it.each(KINDS)('downloads $fileName', async ({ kind, fileName }) => {
    const res = await postDocument(site, kind, RIGHT, { plain: true })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  it('shows the page with the red box for a wrong code, keeping the mobile number but not the code', async () => {
    const res = await postDocument(site, 'admit-card', WRONG, { plain: true })
    expect(res.status).toBe(422)
    expect(res.headers.get('content-type')).toContain('text/html')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(titleOf(res.text)).toBe('Download Admit Card | Hill Tracts University')
    expect(decodeEntities(res.text)).toMatch(/alert-danger[^>]*role="alert">Invalid mobile number or password\.</)
    expect(res.text).toMatch(/name="mobile_number"[^>]*value="01700000001"/)
    expect(res.text).not.toContain(WRONG_CODE)
  })

  it('shows the validation message in the red box', async () => {
    const res = await postDocument(site, 'offer-letter', { mobile_number: 'abc', verification_code: '1' }, { plain: true })
    expect(res.status).toBe(400)
    expect(titleOf(res.text)).toBe('Download Offer Letter | Hill Tracts University')
    expect(decodeEntities(res.text)).toContain('Please enter a valid mobile number, e.g. 01712345678.')
  })

  it('shows the upstream failure text in the red box', async () => {
    await stack.upstream.setMode({ failureRate: 1 })
    const res = await postDocument(site, 'admission-form', RIGHT, { plain: true })
    expect(res.status).toBe(502)
    expect(decodeEntities(res.text)).toMatch(/role="alert">Internal Server Error</)
  })

  it('refuses an unsafe path with the red box', async () => {
    const res = await postDocument(site, 'admission-form', TRAVERSAL, { plain: true })
    expect(res.status).toBe(502)
    expect(decodeEntities(res.text)).toMatch(/role="alert">Something went wrong\.</)
  })

  it('keeps the plain GET page cacheable and the posted page not', async () => {
    const page = await fetch(`${site}/admit-card`)
    expect(page.headers.get('cache-control')).toContain('s-maxage=3600,')
    const posted = await postDocument(site, 'admit-card', WRONG, { plain: true })
    expect(posted.headers.get('cache-control')).toBe('no-store')
  })
})

describe('logging', () => {
  it('never writes a verification code or a request body to the server output', () => {
    const output = stack.site.output()
    expect(output).toContain('document downloaded')
    expect(codesIn(output)).toEqual([])
    expect(output).not.toContain('verification_code')
  })
})
