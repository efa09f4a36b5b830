// The written content pages' facts and links (site spec §9).
import { describe, expect, it } from 'vitest'
import { AT_A_GLANCE_FACTS } from '../../src/content/at-a-glance'
import { FORMS_DOWNLOADS } from '../../src/content/forms-downloads'
import { SITE_FACTS } from '../../src/content/site'

describe('content pages', () => {
  it('At a Glance has the facts of spec §9', () => {
    expect(Object.fromEntries(AT_A_GLANCE_FACTS.in('en').map((f) => [f.label, f.value]))).toEqual({
      Established: '7 February 2019',
      Schools: '3',
      Departments: '6', // the six department pages (issue 12)
      Teachers: '50+',
      Students: '500+',
      'Library volumes': '1,92,978',
      'Research projects': '262',
    })
  })

  it('Forms and Downloads links only to site pages or to SITE_FACTS.external addresses', () => {
    const externals = new Set<string>(Object.values(SITE_FACTS.external))
    const links = FORMS_DOWNLOADS.in('en').blocks.flatMap((b) => (b.kind === 'links' ? b.links : []))
    expect(links.length).toBeGreaterThan(5)
    for (const link of links) {
      if (link.external) expect(externals.has(link.href), link.href).toBe(true)
      else expect(link.href).toMatch(/^\/[a-z-]+$/)
    }
    const hrefs = links.map((l) => l.href)
    for (const required of ['/admission-form', '/admit-card', '/offer-letter', '/fees', SITE_FACTS.external.fullCircular]) {
      expect(hrefs).toContain(required)
    }
  })
})
