// POST-redirect-GET for the contact form without JavaScript, and what the outcome cookie may hold.
import { describe, expect, it } from 'vitest'
import { decodeEntities, titleOf } from '../support/processes'
import { appForFile } from '../support/app-for-file'
import { documentOf, the } from '../support/dom'
import { follow, postDocument, RIGHT, WRONG, type Posted } from '../support/documents-post'

const MESSAGE = { name: 'Rina Chakma', email: 'rina@example.com', subject: 'Admission', message: 'When does the next semester start?' }

const stack = appForFile({ CONTACT_RATE_LIMIT: '3', TRUSTED_PROXIES: 'loopback' })

async function postContact(fields: Record<string, string>, address = '192.0.2.1'): Promise<Posted> {
  const res = await fetch(`${stack.site.url}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'x-forwarded-for': address },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  })
  const bytes = Buffer.from(await res.arrayBuffer())
  return { status: res.status, headers: res.headers, bytes, text: bytes.toString() }
}

const calls = async () => (await stack.upstream.calls())['/api/contact-form'] ?? 0

describe('contact form without JavaScript', () => {
  it('redirects a sent message to /contact, which shows the success box once and an empty form', async () => {
    const before = await calls()
    const post = await postContact(MESSAGE)
    expect(post.status).toBe(303)
    expect(post.headers.get('location')).toBe('/contact')
    expect(post.headers.getSetCookie().join()).toMatch(/form_outcome=[^;]+; Max-Age=120; Path=\/contact; HttpOnly; SameSite=Lax/)
    const { page } = await follow(stack.site.url, post)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-store')
    expect(titleOf(page.text)).toBe('Contact Us | Hill Tracts University')
    expect(decodeEntities(page.text)).toMatch(/alert-success[^>]*>Thank you, your message has been received\.</)
    expect(the(documentOf(page.text), 'input#contact-name').getAttribute('value')).toBe('')
    // Reload: a plain GET, no second message.
    const reload = await fetch(`${stack.site.url}/contact`)
    expect(await reload.text()).not.toContain('alert-success')
    expect(await calls()).toBe(before + 1)
  })

  it('keeps the typed fields after an error, dropping only a message too long for a cookie', async () => {
    const long = 'x'.repeat(6000)
    const post = await postContact({ ...MESSAGE, email: 'not-an-address', message: long })
    const setCookie = post.headers.getSetCookie().join()
    expect(setCookie.length).toBeLessThan(4096)
    const { page } = await follow(stack.site.url, post)
    expect(page.status).toBe(400)
    const html = decodeEntities(page.text)
    expect(html).toMatch(/alert-danger[^>]*>Please enter a valid e-mail address\.</)
    expect(html).toContain('value="not-an-address"')
    expect(html).toContain(`value="${MESSAGE.name}"`)
    expect(html).toContain(`value="${MESSAGE.subject}"`)
    expect(html).not.toContain(long)
  })

  it('shows the rate limit with a waiting time that matches Retry-After', async () => {
    // CONTACT_RATE_LIMIT=3: the fourth message from one address is limited.
    for (let i = 0; i < 3; i++) expect((await follow(stack.site.url, await postContact(MESSAGE, '192.0.2.50'))).page.status).toBe(200)
    const { page } = await follow(stack.site.url, await postContact(MESSAGE, '192.0.2.50'))
    expect(page.status).toBe(429)
    const seconds = Number(page.headers.get('retry-after'))
    expect(seconds).toBeGreaterThan(0)
    const minutes = Math.ceil(seconds / 60)
    expect(decodeEntities(page.text)).toContain(`Too many messages from your connection. Please wait about ${seconds < 90 ? `${seconds} seconds` : `${minutes} minutes`} and try again.`)
  })

  it('answers JSON to the enhanced form as before (no redirect, no cookie)', async () => {
    const res = await fetch(`${stack.site.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': '192.0.2.70' },
      body: JSON.stringify({ ...MESSAGE, email: 'bad' }),
    })
    expect(res.status).toBe(400)
    expect(res.headers.getSetCookie()).toEqual([])
    expect(await res.json()).toEqual({ message: 'Please enter a valid e-mail address.', field: 'email' })
  })
})

describe('a form posted without JavaScript from a Bengali page', () => {
  it('comes back to its Bengali page, which shows the outcome in Bengali', async () => {
    const post = await postContact({ ...MESSAGE, email: 'not-an-address', lang: 'bn' }, '192.0.2.90')
    expect(post.status).toBe(303)
    expect(post.headers.get('location')).toBe('/bn/contact')
    expect(post.headers.getSetCookie().join()).toMatch(/form_outcome=[^;]+; Max-Age=120; Path=\/bn\/contact; HttpOnly/)
    const { page } = await follow(stack.site.url, post)
    expect(page.status).toBe(400)
    const html = decodeEntities(page.text)
    expect(html).toMatch(/alert-danger[^>]*>সঠিক ই-মেইল ঠিকানা লিখুন।</)
    expect(html).toContain('value="not-an-address"')
  })

  it('a document page the same: /bn/admit-card says what is wrong in Bengali', async () => {
    const res = await fetch(`${stack.site.url}/api/admission-documents/admit-card`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams({ mobile_number: '12', verification_code: 'secret', lang: 'bn' }).toString(),
      redirect: 'manual',
    })
    const bytes = Buffer.from(await res.arrayBuffer())
    const post = { status: res.status, headers: res.headers, bytes, text: bytes.toString() }
    expect([post.status, post.headers.get('location')]).toEqual([303, '/bn/admit-card'])
    const { page } = await follow(stack.site.url, post)
    expect(decodeEntities(page.text)).toMatch(/alert-danger[^>]*>সঠিক মোবাইল নম্বর লিখুন, যেমন: 01712345678।</)
  })

  it('a document downloaded from /bn/admit-card without JavaScript: its next view says so in Bengali', async () => {
    const res = await postDocument(stack.site.url, 'admit-card', { ...RIGHT, lang: 'bn' }, { plain: true })
    expect(res.status).toBe(200)
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('form_outcome='))!
    expect(cookie).toMatch(/; Path=\/bn\/admit-card;/)
    const page = await fetch(`${stack.site.url}/bn/admit-card`, { headers: { cookie: cookie.split(';')[0]! } })
    expect(decodeEntities(await page.text())).toMatch(/alert-success[^>]*>আপনার প্রবেশপত্র ডাউনলোড হয়েছে: ব্রাউজারের ডাউনলোড তালিকা থেকে খুলুন।</)
  })
})

// The page's script (src/components/fetch-form/enhance.ts) posts the form's fields urlencoded, as a plain post does,
// `lang` among them on a Bengali page, asking for JSON.
describe("a form posted by the page's script from a Bengali page", () => {
  const postJson = async (path: string, fields: Record<string, string>, address: string) => {
    const res = await fetch(`${stack.site.url}${path}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'x-forwarded-for': address },
      body: new URLSearchParams(fields),
    })
    return { status: res.status, cookies: res.headers.getSetCookie(), body: (await res.json()) as unknown }
  }

  it("gets the site's own texts in Bengali, as JSON (no redirect, no cookie)", async () => {
    const contact = await postJson('/api/contact', { ...MESSAGE, email: 'bad', lang: 'bn' }, '192.0.2.91')
    expect(contact).toEqual({ status: 400, cookies: [], body: { message: 'সঠিক ই-মেইল ঠিকানা লিখুন।', field: 'email' } })
    const blank = await postJson('/api/contact', { ...MESSAGE, subject: ' ', lang: 'bn' }, '192.0.2.91')
    expect(blank.body).toEqual({ message: 'বিষয় লিখতে হবে।', field: 'subject' })
    const document = await postJson('/api/admission-documents/admit-card', { mobile_number: '12', verification_code: 'secret', lang: 'bn' }, '192.0.2.92')
    expect(document).toEqual({ status: 400, cookies: [], body: { message: 'সঠিক মোবাইল নম্বর লিখুন, যেমন: 01712345678।' } })
    // The same post from an English page: English.
    expect((await postJson('/api/contact', { ...MESSAGE, email: 'bad' }, '192.0.2.91')).body).toEqual({ message: 'Please enter a valid e-mail address.', field: 'email' })
  })

  it('is told to wait in Bengali when rate limited, the time in Bengali digits matching Retry-After', async () => {
    // CONTACT_RATE_LIMIT=3: the fourth message from one address is limited.
    for (let i = 0; i < 3; i++) expect((await postJson('/api/contact', { ...MESSAGE, lang: 'bn' }, '192.0.2.94')).status).toBe(200)
    const limited = await postJson('/api/contact', { ...MESSAGE, lang: 'bn' }, '192.0.2.94')
    expect(limited.status).toBe(429)
    const { message } = limited.body as { message: string }
    expect(message).toMatch(/^আপনার সংযোগ থেকে অনেক বেশি বার্তা এসেছে। প্রায় [০-৯]+ (সেকেন্ড|মিনিট) অপেক্ষা করে আবার চেষ্টা করুন।$/)
  })

  it("shows an upstream's own message as published; on a Bengali form, beside the site's Bengali text for a refusal (issue 36)", async () => {
    const english = await postJson('/api/admission-documents/admit-card', WRONG, '192.0.2.93')
    const bengali = await postJson('/api/admission-documents/admit-card', { ...WRONG, lang: 'bn' }, '192.0.2.93')
    expect(english.status).toBe(422)
    const upstreamWords = (english.body as { message: string }).message
    expect(upstreamWords).toMatch(/^[A-Za-z]/)
    expect(bengali.status).toBe(422)
    expect(bengali.body).toEqual({ message: 'আপনার তথ্য যাচাই করা যায়নি।', detail: upstreamWords })
  })
})

// The alert form's outcome cookie names the page it is shown on; the path follows src/logic/alert-back.ts's one rule.
describe("an alert form's outcome cookie", () => {
  const cookieFor = (p: string) =>
    `form_outcome=${Buffer.from(JSON.stringify({ p, f: 'alerts', fm: 'alert-signup-footer', s: 200, ok: true, m: 'Check your inbox.' })).toString('base64url')}`

  it('is shown (and cleared) on its own page, and refused for a path with `@`, which no site path has', async () => {
    const shown = await fetch(`${stack.site.url}/about`, { headers: { cookie: cookieFor('/about') } })
    expect(shown.headers.getSetCookie().join()).toMatch(/form_outcome=; Max-Age=0; Path=\/about/)
    const refused = await fetch(`${stack.site.url}/about@x`, { headers: { cookie: cookieFor('/about@x') } })
    expect(refused.headers.getSetCookie().join()).not.toContain('form_outcome')
    expect(refused.status).toBe(404)
  })
})
