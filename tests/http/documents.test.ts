// POST /api/admission-documents/:kind against the demo upstream: downloads, errors, refusals, no-JavaScript posts.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { decodeEntities, titleOf } from '../support/processes'
import { appForFile } from '../support/app-for-file'
import { codesIn, FOREIGN_HOST, postAndFollow, postDocument, RIGHT, RIGHT_2, TRAVERSAL, WRONG, WRONG_CODE } from '../support/documents-post'

// A high limit: this file posts many wrong codes; the limit has its own file.
const stack = appForFile({ DOCUMENT_RATE_LIMIT: '1000' })
afterEach(async () => {
  await stack.upstream.setMode({ failureRate: 0, hang: false, latencyMs: 0 })
})

const KINDS = [
  { kind: 'admission-form', fileName: 'Admission-Form.pdf' },
  { kind: 'admit-card', fileName: 'Admit-Card.pdf' },
  { kind: 'offer-letter', fileName: 'Offer-Letter.pdf' },
]

describe('successful downloads', () => {
  it.each(KINDS)('streams $fileName for a right mobile number and code', async ({ kind, fileName }) => {
    for (const pair of [RIGHT, RIGHT_2]) {
      const res = await postDocument(stack.site.url, kind, pair)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('application/pdf')
      expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
      expect(res.bytes.subarray(-8).toString('latin1')).toContain('%%EOF')
    }
  })

  it.each(['+8801700000001', '880 1700000001', '017-0000-0001'])('accepts the mobile number written as %s', async (mobile) => {
    const res = await postDocument(stack.site.url, 'admit-card', { mobile_number: mobile, verification_code: '123456' })
    expect(res.status).toBe(200)
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  it('sends the applicant\u2019s own document', async () => {
    const a = await postDocument(stack.site.url, 'offer-letter', RIGHT)
    const b = await postDocument(stack.site.url, 'offer-letter', RIGHT_2)
    expect(a.bytes.equals(b.bytes)).toBe(false)
  })
})

describe('errors as JSON (the enhanced form)', () => {
  it('shows the upstream message for a wrong code', async () => {
    const res = await postDocument(stack.site.url, 'admit-card', WRONG)
    expect(res.status).toBe(422)
    expect(JSON.parse(res.text)).toEqual({ message: 'Invalid mobile number or password.' })
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('shows the upstream message for an unknown mobile number', async () => {
    const res = await postDocument(stack.site.url, 'offer-letter', { mobile_number: '01711111111', verification_code: '123456' })
    expect(res.status).toBe(422)
    expect(JSON.parse(res.text).message).toBe('No application found for this mobile number.')
  })

  it('shows the spec\u2019s text, not the raw 5xx text, when the upstream fails', async () => {
    await stack.upstream.setMode({ failureRate: 1 })
    const res = await postDocument(stack.site.url, 'admission-form', RIGHT)
    expect(res.status).toBe(502)
    expect(JSON.parse(res.text)).toEqual({ message: 'Server error, please try later.' })
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('shows the fallback text when the upstream does not answer', async () => {
    await stack.upstream.setMode({ hang: true })
    const res = await postDocument(stack.site.url, 'admission-form', RIGHT)
    expect(res.status).toBe(503)
    expect(JSON.parse(res.text)).toEqual({ message: 'Server error, please try later.' })
  })

  it.each([
    ['a traversal path', TRAVERSAL],
    ['a foreign-host URL', FOREIGN_HOST],
  ])('refuses %s in the upstream answer', async (_label, pair) => {
    const res = await postDocument(stack.site.url, 'admit-card', pair)
    expect(res.status).toBe(502)
    expect(JSON.parse(res.text)).toEqual({ message: 'Something went wrong.' })
    expect(res.headers.get('content-disposition')).toBeNull()
  })

  it('logs the refusals', async () => {
    // The log lines may reach the test's pipe after the answers: wait for them.
    await vi.waitFor(() => expect(stack.site.output()).toContain('evil.example.com'))
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
    const res = await postDocument(stack.site.url, 'admit-card', fields as Record<string, string>)
    expect(res.status).toBe(400)
    expect(JSON.parse(res.text)).toEqual({ message })
    // Invalid posts never reach the admission API.
    expect((await stack.upstream.calls())['/mbapi/admit-card'] ?? 0).toBe(calls)
  })

  it('answers 400 for malformed JSON and 413 for an oversized body', async () => {
    const bad = await postDocument(stack.site.url, 'admit-card', {}, { rawBody: '{"mobile_number": "0170', headers: { 'content-type': 'application/json' } })
    expect(bad.status).toBe(400)
    expect(JSON.parse(bad.text).message).toBeTruthy()
    const big = await postDocument(stack.site.url, 'admit-card', { mobile_number: '01700000001', verification_code: 'x'.repeat(5000) })
    expect(big.status).toBe(413)
    expect(big.headers.get('cache-control')).toBe('no-store')
  })

  it('answers 404 for an unknown kind', async () => {
    const res = await postDocument(stack.site.url, 'transcript', RIGHT)
    expect(res.status).toBe(404)
  })
})

describe('without JavaScript (plain form posts)', () => {
  it.each(KINDS)('downloads $fileName', async ({ kind, fileName }) => {
    const res = await postDocument(stack.site.url, kind, RIGHT, { plain: true })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })

  it.each(KINDS)('after $fileName downloads, the form\'s next view says so once (the page stayed while the file came)', async ({ kind }) => {
    const res = await postDocument(stack.site.url, kind, RIGHT, { plain: true })
    expect(res.status).toBe(200)
    const setCookie = res.headers.getSetCookie()
    expect(setCookie.join('\n')).toMatch(new RegExp(`^form_outcome=[^;]+; Max-Age=\\d+; Path=/${kind}; HttpOnly; SameSite=Lax$`, 'm'))
    expect(setCookie.join('\n')).not.toContain(RIGHT.verification_code)
    const cookie = setCookie[0]!.split(';')[0]!
    const page = await fetch(`${stack.site.url}/${kind}`, { headers: { cookie } })
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(decodeEntities(await page.text())).toMatch(/alert-success[^>]*>Your [a-z ]+ was downloaded: open it from your browser's downloads\.</)
    // The enhanced form shows its own message: its download sets no cookie.
    expect((await postDocument(stack.site.url, kind, RIGHT)).headers.getSetCookie()).toEqual([])
  })

  it('redirects a wrong code to the page (303), which shows the red box once, keeping the mobile number but not the code', async () => {
    const { post, page, cookie } = await postAndFollow(stack.site.url, 'admit-card', WRONG)
    expect(post.status).toBe(303)
    expect(post.headers.get('location')).toBe('/admit-card')
    expect(post.headers.get('cache-control')).toBe('no-store')
    const setCookie = post.headers.getSetCookie().join('\n')
    expect(setCookie).toMatch(/^form_outcome=[^;]+; Max-Age=\d+; Path=\/admit-card; HttpOnly; SameSite=Lax$/m)
    expect(Buffer.from(cookie!.split('=')[1]!, 'base64url').toString()).not.toContain(WRONG_CODE)
    expect(setCookie).not.toContain(WRONG_CODE)
    expect(page.status).toBe(422)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(page.headers.get('cache-control')).toBe('no-store')
    // Shown once: the GET clears the cookie, so a reload or Back shows the plain form.
    expect(page.headers.getSetCookie().join('\n')).toMatch(/^form_outcome=; Max-Age=0; Path=\/admit-card; HttpOnly; SameSite=Lax$/m)
    expect(titleOf(page.text)).toBe('Download Admit Card | Hill Tracts University')
    expect(decodeEntities(page.text)).toMatch(/alert-danger[^>]*role="alert">Invalid mobile number or password\.</)
    expect(page.text).toMatch(/name="mobile_number"[^>]*value="01700000001"/)
    expect(page.text).not.toContain(WRONG_CODE)
    const reload = await fetch(`${stack.site.url}/admit-card`)
    expect(reload.status).toBe(200)
    expect(await reload.text()).not.toContain('alert-danger')
  })

  it('a reload of the result page never posts again', async () => {
    const before = (await stack.upstream.calls())['/mbapi/offer-letter'] ?? 0
    const { page, cookie } = await postAndFollow(stack.site.url, 'offer-letter', WRONG)
    expect(page.status).toBe(422)
    // The browser's reload: a GET of the same page (the cookie is gone; even if replayed it only shows the text).
    const replay = await fetch(`${stack.site.url}/offer-letter`, { headers: { cookie: cookie! } })
    expect(replay.headers.get('cache-control')).toBe('no-store')
    expect((await stack.upstream.calls())['/mbapi/offer-letter']).toBe(before + 1)
  })

  it('shows the validation message in the red box', async () => {
    const { page } = await postAndFollow(stack.site.url, 'offer-letter', { mobile_number: 'abc', verification_code: '1' })
    expect(page.status).toBe(400)
    expect(titleOf(page.text)).toBe('Download Offer Letter | Hill Tracts University')
    expect(decodeEntities(page.text)).toContain('Please enter a valid mobile number, e.g. 01712345678.')
  })

  it('shows the spec\u2019s failure text in the red box when the upstream fails', async () => {
    await stack.upstream.setMode({ failureRate: 1 })
    const { page } = await postAndFollow(stack.site.url, 'admission-form', RIGHT)
    expect(page.status).toBe(502)
    expect(decodeEntities(page.text)).toMatch(/role="alert">Server error, please try later\.</)
    expect(page.text).not.toContain('Internal Server Error')
  })

  it('refuses an unsafe path with the red box', async () => {
    const { page } = await postAndFollow(stack.site.url, 'admission-form', TRAVERSAL)
    expect(page.status).toBe(502)
    expect(decodeEntities(page.text)).toMatch(/role="alert">Something went wrong\.</)
  })

  it('ignores a forged or foreign outcome cookie', async () => {
    const forged = Buffer.from(JSON.stringify({ p: '/admit-card', s: 200, ok: true, m: 'x', extra: 1 })).toString('base64url')
    const res = await fetch(`${stack.site.url}/admit-card`, { headers: { cookie: `form_outcome=${forged}` } })
    expect(res.status).toBe(200)
    expect(res.headers.getSetCookie().join()).toContain('form_outcome=; Max-Age=0')
    expect(await res.text()).not.toContain('role="alert"')
    const other = Buffer.from(JSON.stringify({ p: '/contact', s: 422, ok: false, m: 'Elsewhere' })).toString('base64url')
    const page = await fetch(`${stack.site.url}/admit-card`, { headers: { cookie: `form_outcome=${other}` } })
    expect(await page.text()).not.toContain('Elsewhere')
  })

  it('keeps the plain GET page cacheable and the result page not', async () => {
    const page = await fetch(`${stack.site.url}/admit-card`)
    expect(page.headers.get('cache-control')).toContain('s-maxage=3600,')
    const { post, page: result } = await postAndFollow(stack.site.url, 'admit-card', WRONG)
    expect(post.headers.get('cache-control')).toBe('no-store')
    expect(result.headers.get('cache-control')).toBe('no-store')
    // The page cache does not hand the result page to the next visitor.
    const next = await fetch(`${stack.site.url}/admit-card`)
    expect(next.headers.get('cache-control')).toContain('s-maxage=3600,')
    expect(await next.text()).not.toContain('role="alert"')
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
