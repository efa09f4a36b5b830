// Careers, faculty, contact, FAQ and the static pages on the production server with the demo
// upstream (normal mode), and POST /api/contact. Needs `npm run build`.
import { beforeAll, describe, expect, it } from 'vitest'
import { get, titleOf } from '../support/processes'
import { appForFile } from '../support/app-for-file'
import { documentOf, selectedOption, the } from '../support/dom'
import { contactCalls, postContactForm, postContactJson, rawUpstream, ROUTES, textOf, VALID_MESSAGE, type RawCareerLite } from '../support/area-pages'

const stack = appForFile()

describe('routes', () => {
  it.each(ROUTES)('$path answers 200 with its own title and content', async ({ path, title, texts }) => {
    const res = await get(`${stack.site.url}${path}`)
    expect(res.status).toBe(200)
    expect(titleOf(res.body)).toBe(`${title} | Hill Tracts University`)
    const html = textOf(res.body)
    for (const text of texts) expect(html).toContain(text)
    expect(res.body.match(/<h1[\s>]/g)).toHaveLength(1)
  })

  it('sends each page with its edge cache lifetime', async () => {
    const expected: Record<string, number> = {
      '/career': 300,
      '/faculty': 600,
      '/contact': 3600,
      '/faq': 3600,
      '/about': 3600,
      '/mission-vision': 3600,
      '/at-a-glance': 3600,
      '/achievements': 3600,
      '/forms-downloads': 3600,
      '/alumni': 3600,
      '/profile/T-1001': 600,
    }
    for (const [path, seconds] of Object.entries(expected)) {
      const res = await get(`${stack.site.url}${path}`)
      expect(res.headers.get('cache-control'), path).toContain(`s-maxage=${seconds},`)
    }
  })

  it('/apply-online redirects to the external online application', async () => {
    const res = await get(`${stack.site.url}/apply-online`)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('https://admission.htu.edu.bd/apply')
    expect(res.headers.get('cache-control')).toBe('no-store')
  })

  it('links from the content pages lead to pages that exist (no dead links)', async () => {
    const hrefs = new Set<string>()
    for (const path of ['/forms-downloads', '/about', '/alumni', '/faq', '/career', '/contact']) {
      const main = /<main[\s\S]*<\/main>/.exec((await get(`${stack.site.url}${path}`)).body)?.[0] ?? ''
      for (const m of main.matchAll(/href="(\/[^"#?]*)"/g)) hrefs.add(m[1]!)
    }
    expect(hrefs.size).toBeGreaterThan(10)
    for (const href of hrefs) {
      expect((await get(`${stack.site.url}${href}`)).status, href).toBe(200)
    }
  })

  it('the FAQ page has the nine questions in an accordion, one open at most', async () => {
    const html = (await get(`${stack.site.url}/faq`)).body
    expect(html.match(/class="accordion-button/g)).toHaveLength(9)
    expect(html.match(/aria-expanded="true"/g) ?? []).toHaveLength(0)
  })
})

/** A career's details as shown: each <dt> label with its <dd> value. */
const detailsOf = (html: string) =>
  Object.fromEntries([...documentOf(html).querySelectorAll('main dl dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.matches('dd') ? dt.nextElementSibling.textContent : null]))

describe('careers', () => {
  let careers: RawCareerLite[] = []
  beforeAll(async () => {
    careers = await rawUpstream<RawCareerLite[]>(stack.upstream.url, '/career')
  })

  it('lists every opening with designation, department, dates, job type and a details link', async () => {
    const html = textOf((await get(`${stack.site.url}/career`)).body)
    expect(careers.length).toBeGreaterThan(5)
    for (const c of careers) expect(html).toContain(`href="/career-details/${c.id}"`)
    expect(html).toContain('Lecturer')
    expect(html).toContain('Computer Science and Engineering')
    const doc = documentOf(html)
    const times = [...doc.querySelectorAll('main time')]
    expect(times).not.toHaveLength(0)
    for (const time of times) expect(time.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect([...doc.querySelectorAll('.career-list__type')].map((t) => t.textContent)).toContain('Non Academic')
    // The job-type filter: 'Any' chosen, 'Non Academic' (type 2) offered.
    const type = the(doc, 'select#career-type')
    expect(selectedOption(type)).toEqual({ value: '', text: 'Any' })
    expect([...type.querySelectorAll('option')].map((o) => [o.getAttribute('value'), o.textContent])).toContainEqual(['2', 'Non Academic'])
  })

  it('filters by the query string without JavaScript', async () => {
    const html = textOf((await get(`${stack.site.url}/career?q=driver&type=2`)).body)
    expect(html).toContain('Driver')
    expect(html).not.toContain('>Lecturer<')
    expect(selectedOption(the(documentOf(html), 'select#career-type'))).toEqual({ value: '2', text: 'Non Academic' })
    expect(textOf((await get(`${stack.site.url}/career?q=no-such-post`)).body)).toContain('No careers found.')
  })

  it("details show every field, blanks as 'Relevant' and 'For All', and the downloadable advertisement", async () => {
    const blankSubject = careers.find((c) => !c.subject)
    const blankGender = careers.find((c) => !c.gender)
    const withGender = careers.find((c) => c.gender)
    expect(blankSubject && blankGender && withGender).toBeTruthy()

    const res = await get(`${stack.site.url}/career-details/${blankSubject!.id}`)
    expect(res.status).toBe(200)
    // Titled with the post (issue 12), not 'Career Details' for all.
    expect(titleOf(res.body)).toBe(`${[blankSubject!.designation_name, (blankSubject as { department_name?: string | null }).department_name].filter(Boolean).join(', ')} | Hill Tracts University`)
    const html = textOf(res.body)
    for (const label of ['Designation', 'Department', 'Subject', 'Start Date', 'End Date', 'Number of Positions', 'Gender', 'Job Type', 'Qualification', 'Responsibilities', 'Additional Requirement']) {
      expect(html).toContain(`>${label}<`)
    }
    expect(detailsOf(res.body)['Subject']).toBe('Relevant')
    const download = the(documentOf(res.body), 'main a[download]')
    expect(download.getAttribute('href')).toMatch(/\/career\/advertisement-\d+\.(pdf|png)$/)
    expect(download.getAttribute('download')).toMatch(/^Advertisement-./)

    expect(detailsOf((await get(`${stack.site.url}/career-details/${blankGender!.id}`)).body)['Gender']).toBe('For All')
    expect(detailsOf((await get(`${stack.site.url}/career-details/${withGender!.id}`)).body)['Gender']).toBe(withGender!.gender)
  })

  it("unknown or malformed ids show 'No data found.' with 404, not kept by caches", async () => {
    for (const id of ['999999', 'abc', '-1']) {
      const res = await get(`${stack.site.url}/career-details/${id}`)
      expect(res.status, id).toBe(404)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.body).toContain('No data found.')
    }
  })
})

describe('faculty', () => {
  interface RawTeacherLite {
    teacher_id?: string | null
    name?: string | null
    picture?: string | null
    google_scholar?: string | null
    researchgate?: string | null
    orcid?: string | null
    scopus?: string | null
    web_science?: string | null
  }
  let teachers: RawTeacherLite[] = []
  beforeAll(async () => {
    teachers = (await rawUpstream<RawTeacherLite[]>(stack.upstream.url, '/all-teacher')).filter((t) => t.name)
  })

  it('shows 50 teacher cards first, each linking to /profile/{teacher_id}', async () => {
    const html = textOf((await get(`${stack.site.url}/faculty`)).body)
    expect(teachers.length).toBeGreaterThan(50)
    expect(html.match(/>View Profile</g)).toHaveLength(50)
    expect(html).toContain(`href="/profile/${teachers[0]!.teacher_id}"`)
    expect([...documentOf(html).querySelectorAll('main a[rel="next"]')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([['Next', '/faculty?page=2']])
  })

  it('searches by name from the query string', async () => {
    const name = teachers[5]!.name!
    const html = textOf((await get(`${stack.site.url}/faculty?q=${encodeURIComponent(name)}`)).body)
    expect(html).toContain(name)
    expect(html.match(/>View Profile</g)?.length).toBeLessThan(5)
  })

  it('a profile shows the picture or the default image, details, sections and only the research links present', async () => {
    const profiles: (RawTeacherLite & Record<string, unknown>)[] = []
    for (const t of teachers.slice(0, 30)) {
      const [p] = await rawUpstream<(RawTeacherLite & Record<string, unknown>)[]>(stack.upstream.url, '/teacher-info', { teacher_id: t.teacher_id })
      if (p) profiles.push(p)
    }
    const withoutPicture = profiles.find((p) => !p.picture)
    const withScholar = profiles.find((p) => p.google_scholar)
    const withoutLinks = profiles.find((p) => !p.google_scholar && !p.researchgate && !p.orcid && !p.scopus && !p.web_science)
    expect(withoutPicture && withScholar && withoutLinks).toBeTruthy()

    const noPicture = await get(`${stack.site.url}/profile/${withoutPicture!.teacher_id}`)
    expect(noPicture.status).toBe(200)
    expect(titleOf(noPicture.body)).toBe(`${withoutPicture!.name} | Hill Tracts University`)
    expect(noPicture.body).toContain('src="/images/default-teacher.svg"')

    const scholar = textOf((await get(`${stack.site.url}/profile/${withScholar!.teacher_id}`)).body)
    expect(scholar).toContain(`href="${withScholar!.google_scholar}"`)
    expect(scholar).toContain('Google Scholar')
    expect(scholar).toContain('>About<')
    expect(scholar).toContain('Teaching Expertise')
    // One section open: an accordion item, in a named group (opening another closes it).
    const open = [...documentOf(scholar).querySelectorAll('details[open]')]
    expect(open).toHaveLength(1)
    expect(open[0]!.classList.contains('accordion-item')).toBe(true)
    expect(open[0]!.hasAttribute('name')).toBe(true)

    // Every profile has the seven sections; one the teacher has not filled in says so.
    const sections = ['teaching_expertise', 'research_interest', 'journal_publication', 'conference_publication', 'book', 'project_award', 'others']
    const sparse = profiles.find((p) => sections.some((f) => !p[f]))
    expect(sparse).toBeTruthy()
    const sparseHtml = textOf((await get(`${stack.site.url}/profile/${sparse!.teacher_id}`)).body)
    expect(sparseHtml.match(/class="accordion-button/g)).toHaveLength(7)
    expect(sparseHtml).toContain('No information provided yet.')

    // A bare ORCID iD, as typed in by hand, links to its ORCID page.
    const bareOrcid = profiles.find((p) => typeof p.orcid === 'string' && /^\d{4}-/.test(p.orcid))
    expect(bareOrcid).toBeTruthy()
    const orcidHtml = textOf((await get(`${stack.site.url}/profile/${bareOrcid!.teacher_id}`)).body)
    expect(orcidHtml).toContain(`href="https://orcid.org/${bareOrcid!.orcid as string}"`)

    const none = textOf((await get(`${stack.site.url}/profile/${withoutLinks!.teacher_id}`)).body)
    expect(none).not.toContain('Google Scholar')
    expect(none).not.toContain('aria-label="Research profiles"')
  })

  it("unknown or malformed ids show 'Faculty data not found' with 404, malformed ones without asking the upstream", async () => {
    const before = (await stack.upstream.calls())['/api/teacher-info'] ?? 0
    const bad = await get(`${stack.site.url}/profile/${encodeURIComponent('<script>')}`)
    expect(bad.status).toBe(404)
    expect(bad.body).toContain('Faculty data not found')
    expect((await stack.upstream.calls())['/api/teacher-info'] ?? 0).toBe(before)
    const unknown = await get(`${stack.site.url}/profile/T-9999`)
    expect(unknown.status).toBe(404)
    expect(titleOf(unknown.body)).toBe('Faculty Profile | Hill Tracts University')
    expect(unknown.body).toContain('Faculty data not found')
  })
})

describe('POST /api/contact', () => {
  it('answers 400 naming each missing field, and for a bad e-mail, without calling the upstream', async () => {
    const before = await contactCalls(stack.upstream)
    const expected = { name: 'Name is required.', email: 'E-mail is required.', subject: 'Subject is required.', message: 'Message is required.' }
    for (const [field, message] of Object.entries(expected)) {
      const res = await postContactJson(stack.site.url, { ...VALID_MESSAGE, [field]: '' })
      expect(res.status, field).toBe(400)
      expect(res.json).toEqual({ message, field })
    }
    const bad = await postContactJson(stack.site.url, { ...VALID_MESSAGE, email: 'rina.example.com' })
    expect(bad.status).toBe(400)
    expect(bad.json).toEqual({ message: 'Please enter a valid e-mail address.', field: 'email' })
    expect(bad.headers.get('cache-control')).toBe('no-store')
    const malformed = await postContactJson(stack.site.url, '{"name": ')
    expect(malformed.status).toBe(400)
    expect(malformed.json?.message).toBeTruthy()
    expect(await contactCalls(stack.upstream)).toBe(before)
  })

  it('answers 413 for an oversized body, JSON or form', async () => {
    const big = { ...VALID_MESSAGE, message: 'x'.repeat(20 * 1024) }
    const json = await postContactJson(stack.site.url, big)
    expect(json.status).toBe(413)
    expect(json.json?.message).toMatch(/too long/)
    const form = await postContactForm(stack.site.url, big)
    expect(form.status).toBe(413)
    expect(titleOf(form.body)).toBe('Contact Us | Hill Tracts University')
    expect(form.body).toMatch(/alert-danger[^>]*>Your message is too long/)
  })

  it("forwards a valid message to the upstream and answers the upstream's message", async () => {
    const before = await contactCalls(stack.upstream)
    const res = await postContactJson(stack.site.url, VALID_MESSAGE)
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ message: 'Thank you, your message has been received.' })
    expect(await contactCalls(stack.upstream)).toBe(before + 1)
  })

  it("answers 502 with the spec's text, not the raw 5xx text, when the upstream fails", async () => {
    await stack.upstream.setMode({ failureRate: 1 })
    try {
      const res = await postContactJson(stack.site.url, VALID_MESSAGE)
      expect(res.status).toBe(502)
      expect(res.json).toEqual({ message: 'Server error, please try later.' })
    } finally {
      await stack.upstream.setMode({ failureRate: 0 })
    }
  })

  it("answers 422 with the upstream's message when the upstream rejects the message", async () => {
    // The browser's e-mail rule accepts a@b; the demo upstream, like many, wants a dot in the domain.
    const res = await postContactJson(stack.site.url, { ...VALID_MESSAGE, email: 'rahim@campus' })
    expect(res.status).toBe(422)
    expect(res.json).toEqual({ message: 'Please provide a valid email address.' })
  })

  it("answers 503 'Server error, please try later.' when the upstream cannot be reached in time", async () => {
    await stack.upstream.setMode({ hang: true })
    try {
      const res = await postContactJson(stack.site.url, VALID_MESSAGE)
      expect(res.status).toBe(503)
      expect(res.json).toEqual({ message: 'Server error, please try later.' })
    } finally {
      await stack.upstream.setMode({ hang: false })
    }
  })

  it('a plain form post renders the contact page with the success box', async () => {
    const before = await contactCalls(stack.upstream)
    const res = await postContactForm(stack.site.url, VALID_MESSAGE)
    expect(res.status).toBe(200)
    expect(titleOf(res.body)).toBe('Contact Us | Hill Tracts University')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.body).toMatch(/alert-success[^>]*>Thank you, your message has been received\.</)
    // The form is empty again.
    const form = documentOf(res.body)
    expect(the(form, 'input#contact-name').getAttribute('value')).toBe('')
    expect(the(form, 'textarea#contact-message').textContent).toBe('')
    expect(await contactCalls(stack.upstream)).toBe(before + 1)
  })

  it('a plain form post with an error shows the error box and keeps the typed values', async () => {
    const res = await postContactForm(stack.site.url, { ...VALID_MESSAGE, email: 'not-an-address' })
    expect(res.status).toBe(400)
    expect(titleOf(res.body)).toBe('Contact Us | Hill Tracts University')
    const html = textOf(res.body)
    expect(html).toMatch(/alert-danger[^>]*>Please enter a valid e-mail address\.</)
    expect(html).toContain('value="not-an-address"')
    expect(html).toContain(`value="${VALID_MESSAGE.name}"`)
    expect(html).toContain(`>${VALID_MESSAGE.message}</textarea>`)

    await stack.upstream.setMode({ failureRate: 1 })
    try {
      const failed = await postContactForm(stack.site.url, VALID_MESSAGE)
      expect(failed.status).toBe(502)
      expect(failed.body).toMatch(/alert-danger[^>]*>Server error, please try later\.</)
      expect(textOf(failed.body)).toContain(`value="${VALID_MESSAGE.subject}"`)
    } finally {
      await stack.upstream.setMode({ failureRate: 0 })
    }
  })

  it('never logs the message body', () => {
    const log = stack.site.output()
    expect(log).toContain('contact message forwarded')
    expect(log).not.toContain(VALID_MESSAGE.message)
    expect(log).not.toContain(VALID_MESSAGE.email)
  })

  it('limits forwarded messages per client with a clear 429 message', async () => {
    let last = await postContactJson(stack.site.url, VALID_MESSAGE)
    for (let i = 0; i < 15 && last.status === 200; i++) last = await postContactJson(stack.site.url, VALID_MESSAGE)
    expect(last.status).toBe(429)
    expect(last.json?.message).toMatch(/Too many messages/)
    // Invalid posts are still answered with their own message.
    expect((await postContactJson(stack.site.url, { ...VALID_MESSAGE, name: '' })).status).toBe(400)
  })
})
