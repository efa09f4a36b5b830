// Unit tests: the office and department registries that the two route functions read.
import { describe, expect, it } from 'vitest'
import { DEPARTMENTS, departmentKeyOf } from '../../src/content/departments'
import { DOCUMENTS } from '../../src/content/documents'
import { loadOffice, officeKeyOf, OFFICES, type OfficeKey } from '../../src/content/offices'
import { currentIntake } from '../../src/content/intakes'

/** The intake of the tests' pinned day (2026-01-20): Spring 2026. */
const TEST_INTAKE = currentIntake('2026-01-20', 'en')

export const OFFICE_PATHS = [
  '/acfd', '/coe', '/pro', '/admission-division', '/librarian', '/itd', '/iqac',
  '/academic-council', '/syndicate', '/deans', '/proctor', '/transport-office', '/audit-cell', '/security-office',
  '/admission-test', '/financial-aid', '/vc', '/provc', '/treasurer', '/registrar',
]
const WITH_OFFICER = ['acfd', 'coe', 'pro', 'admission-division', 'librarian', 'itd', 'iqac']
const WITHOUT_OFFICER = ['academic-council', 'syndicate', 'deans', 'proctor', 'transport-office', 'audit-cell', 'security-office', 'admission-test', 'financial-aid']

describe('office registry', () => {
  it('has exactly the spec\u2019s office and leadership paths', () => {
    expect(Object.keys(OFFICES).map((k) => `/${k}`).sort()).toEqual([...OFFICE_PATHS].sort())
  })

  it.each(OFFICE_PATHS)('routes %s to its own record', async (path) => {
    const key = officeKeyOf(path)
    expect(key).toBe(path.slice(1))
    const office = await loadOffice(key as OfficeKey, TEST_INTAKE, 'en')
    expect(office.key).toBe(key)
    expect(office.title.length).toBeGreaterThan(3)
    expect(office.vision && office.mission).toBeTruthy()
    expect(office.goals.length).toBeGreaterThanOrEqual(3)
    expect(office.contact.email).toMatch(/^[a-z.]+@htu\.edu\.bd$/)
  })

  it.each(['/', '/ACFD', '/acfd/', '/acfd/x', '/constructor', '/__proto__', '/toString', '/hasOwnProperty', 'acfd', '/cse'])('does not route %j', (path) => {
    expect(officeKeyOf(path)).toBeNull()
  })

  it('gives the seven divisions an officer with research-profile buttons and an empty staff grid', async () => {
    for (const key of WITH_OFFICER) {
      const office = await loadOffice(key as OfficeKey, TEST_INTAKE, 'en')
      expect(office.officer?.researchProfiles, key).toBe(true)
      expect(office.staff, key).toEqual([])
    }
  })

  it('gives the other bodies no officer and an empty staff grid', async () => {
    for (const key of WITHOUT_OFFICER) {
      const office = await loadOffice(key as OfficeKey, TEST_INTAKE, 'en')
      expect(office.officer, key).toBeUndefined()
      expect(office.staff, key).toEqual([])
      expect(office.about.paragraphs.length, key).toBeGreaterThan(0)
    }
  })

  it('lays out the leadership pages as the site document says', async () => {
    const [vc, provc, treasurer, registrar] = await Promise.all((['vc', 'provc', 'treasurer', 'registrar'] as const).map((key) => loadOffice(key, TEST_INTAKE, 'en')))
    expect(vc!.message?.paragraphs.length).toBeGreaterThan(0)
    expect(vc!.officer?.noPhoto).toBeFalsy()
    for (const office of [provc!, treasurer!]) {
      expect(office.officer?.noPhoto).toBe(true)
      expect(office.message).toBeUndefined()
    }
    expect(registrar!.officer?.designation).toBe('Registrar (in-charge)')
    expect(registrar!.officer?.researchProfiles).toBe(true)
    expect(registrar!.staff).toHaveLength(2)
  })
})

describe('department registry', () => {
  it('has the six departments with the spec\u2019s teacher-list ids', () => {
    const ids = Object.fromEntries(Object.values(DEPARTMENTS.in('en')).map((d) => [d.key, d.departmentId]))
    expect(ids).toEqual({ cse: '1', dba: '2', eng: '3', gds: '4', htm: '5', law: null })
  })

  it('uses the banner hero for CSE and DBA and the welcome hero with the office block elsewhere', () => {
    for (const d of Object.values(DEPARTMENTS.in('en'))) {
      const banner = d.key === 'cse' || d.key === 'dba'
      expect(d.hero, d.key).toBe(banner ? 'banner' : 'welcome')
      expect(d.officeBlock, d.key).toBe(!banner)
      expect(d.title.startsWith('Department of '), d.key).toBe(true)
    }
  })

  it.each(['/cse', '/dba', '/eng', '/gds', '/htm', '/law'])('routes %s', (path) => {
    expect(departmentKeyOf(path)).toBe(path.slice(1))
  })

  it.each(['/CSE', '/cse/', '/program/cse', '/constructor', '/acfd'])('does not route %j', (path) => {
    expect(departmentKeyOf(path)).toBeNull()
  })
})

describe('document downloads', () => {
  it('saves each kind under its published file name', () => {
    expect(Object.fromEntries(Object.values(DOCUMENTS.in('en')).map((d) => [d.kind, d.fileName]))).toEqual({
      'admission-form': 'Admission-Form.pdf',
      'admit-card': 'Admit-Card.pdf',
      'offer-letter': 'Offer-Letter.pdf',
    })
    for (const d of Object.values(DOCUMENTS.in('en'))) expect(d.action).toBe(`/api/admission-documents/${d.kind}`)
  })
})
