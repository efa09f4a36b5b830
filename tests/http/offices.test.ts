// Every office, leadership, department and download route on the production server with the demo upstream.
import { describe, expect, it } from 'vitest'
import { decodeEntities, get, titleOf } from '../support/processes'
import { appForFile } from '../support/app-for-file'
import { documentOf } from '../support/dom'
import { ALL_ROUTES, DEPARTMENT_ROUTES } from '../support/offices-routes'

const stack = appForFile()

describe('routes', () => {
  it.each(ALL_ROUTES)('$path answers 200 with its title, content and edge cache', async ({ path, title, content, edgeSeconds }) => {
    const res = await get(`${stack.site.url}${path}`)
    expect(res.status).toBe(200)
    expect(titleOf(res.body)).toBe(`${title} | Hill Tracts University`)
    expect((res.body.match(/<h1[\s>]/g) ?? []).length).toBe(1)
    const html = decodeEntities(res.body)
    for (const text of content) expect(html, text).toContain(text)
    expect(res.headers.get('cache-control')).toContain(`s-maxage=${edgeSeconds},`)
  })

  it('renders the seven officer cards with five research profiles named as text that says their links are coming, not controls', async () => {
    const html = (await get(`${stack.site.url}/coe`)).body
    // Issue 36: disabled buttons looked tappable and did nothing on touch.
    expect(documentOf(html).querySelector('button[class*="office-profiles"], .office-profiles button')).toBeNull()
    const profiles = /<p class="small text-muted mb-1">([^<]*)<\/p><ul class="office-profiles[^"]*">([\s\S]*?)<\/ul>/.exec(html)
    expect(profiles?.[1]).toBe('Research profiles (links coming soon)')
    expect([...(profiles?.[2] ?? '').matchAll(/<li class="office-profiles__name">/g)]).toHaveLength(5)
    expect(html).toContain('src="/images/default-teacher.svg"')
    expect(html).toMatch(/href="mailto:coe@htu\.edu\.bd\?subject=Appointment%20request/)
  })

  it('shows no photo and no message on the Pro-Vice Chancellor and Treasurer pages', async () => {
    for (const path of ['/provc', '/treasurer']) {
      const html = (await get(`${stack.site.url}${path}`)).body
      expect(html).not.toContain('office-officer__photo')
      expect(html).not.toContain('Message from')
    }
    expect((await get(`${stack.site.url}/vc`)).body).toContain('office-officer__photo')
  })

  it('shows the registrar\u2019s two staff cards', async () => {
    const html = (await get(`${stack.site.url}/registrar`)).body
    expect((html.match(/office-staff-card"/g) ?? []).length).toBe(2)
    expect(html).not.toContain('Staff information will be published soon.')
  })

  it('lists the teacher cards of each department from the teacher list, with View Profile links', async () => {
    for (const { path } of DEPARTMENT_ROUTES.filter((r) => r.path !== '/law')) {
      const html = (await get(`${stack.site.url}${path}`)).body
      const cards = (html.match(/class="col department-card"/g) ?? []).length
      expect(cards, path).toBeGreaterThan(0)
      expect((html.match(/View Profile/g) ?? []).length, path).toBeGreaterThanOrEqual(cards)
      expect(html, path).toMatch(/animation-delay:0s/)
      if (cards > 2) expect(html, path).toMatch(/animation-delay:0\.1s/)
    }
    const calls = await stack.upstream.calls()
    expect(calls['/api/teacher-list']).toBeGreaterThanOrEqual(5)
  })

  it('makes no upstream call and shows no faculty list for /law', async () => {
    await stack.upstream.reset()
    const html = (await get(`${stack.site.url}/law`)).body
    expect(html).not.toContain('Our Faculty')
    expect((await stack.upstream.calls())['/api/teacher-list'] ?? 0).toBe(0)
  })

  it('links Apply Now to the external application page', async () => {
    const html = (await get(`${stack.site.url}/cse`)).body
    expect(html).toContain('href="https://admission.htu.edu.bd/apply"')
    expect(html).toContain('id="about"')
  })

  it('redirects a trailing slash to the page', async () => {
    const res = await get(`${stack.site.url}/acfd/`)
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toMatch(/\/acfd$/)
  })

  it.each(['/ACFD', '/office', '/department', '/cse/x'])('answers 404 for %s', async (path) => {
    expect((await get(`${stack.site.url}${path}`)).status).toBe(404)
  })
})
