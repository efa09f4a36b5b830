import { describe, expect, it } from 'vitest'
import { ADMISSION_REQUIREMENTS, circularOf, groupTotal, PROGRAMME_ENTRY_RULES } from '../../src/content/admission'
import { intakeOf } from '../../src/content/intakes'

/** The spec's circular. */
const CIRCULAR = circularOf(intakeOf('Spring', 2026, 'en'), 'en')
import { FEE_TABLE } from '../../src/content/fees'
import { programmesIn, programmeBySlug, resolveProgrammeSlug } from '../../src/content/programmes'
import { ASSESSMENT_CRITERIA } from '../../src/content/programmes/types'

describe('programme registry', () => {
  it('has the six programmes with the §7 syllabus ids', () => {
    const ids = Object.fromEntries(programmesIn('en').map((p) => [p.slug, [p.syllabus.departmentId, p.syllabus.programmeId]]))
    expect(ids).toEqual({
      cse: ['1', '1'],
      bba: ['2', '1'],
      gds: ['4', '1'],
      english: ['3', '1'],
      htm: ['5', '1'],
      mba: ['2', '2'],
    })
  })

  it('gives every programme a fee row, and every fee row a programme', () => {
    expect(new Set(FEE_TABLE.map((r) => r.slug))).toEqual(new Set(programmesIn('en').map((p) => p.slug)))
  })

  it('resolves slugs: exact, canonical redirect, unknown', () => {
    expect(resolveProgrammeSlug('mba', 'en')).toEqual({ programme: programmeBySlug('mba', 'en') })
    expect(resolveProgrammeSlug('Mba', 'en')).toEqual({ redirectTo: '/program/mba' })
    expect(resolveProgrammeSlug('CSE', 'en')).toEqual({ redirectTo: '/program/cse' })
    expect(resolveProgrammeSlug('xyz', 'en')).toBeNull()
    expect(resolveProgrammeSlug('', 'en')).toBeNull()
  })

  it.each(programmesIn('en').map((p) => [p.slug, p] as const))('%s has complete content', (_slug, p) => {
    expect(p.slug).toBe(p.slug.toLowerCase())
    expect(p.peos).toHaveLength(5)
    expect(p.plos).toHaveLength(5)
    for (const list of [p.overview, p.objectives, p.description, p.graduateAttributes]) expect(list.length).toBeGreaterThan(0)
    expect(p.vision.length).toBeGreaterThan(40)
    expect(p.mission.length).toBeGreaterThan(40)
  })

  it('MBA has six summary cards and is postgraduate; the others seven', () => {
    for (const p of programmesIn('en')) expect(p.summaryCards).toHaveLength(p.slug === 'mba' ? 6 : 7)
    expect(programmeBySlug('mba', 'en')!.level).toBe('Postgraduate')
    expect(programmeBySlug('mba', 'en')!.entry).toBe('master')
  })

  it('CSE publishes its course structure (7, 10, 23, 3)', () => {
    expect(programmeBySlug('cse', 'en')!.courseStructure!.map((c) => c.courses)).toEqual([7, 10, 23, 3])
  })
})

describe('admission content', () => {
  it('assessment adds up to 100 with the §9 weights', () => {
    expect(ASSESSMENT_CRITERIA.in('en').map((c) => c.marks)).toEqual([10, 10, 10, 20, 50])
    expect(ASSESSMENT_CRITERIA.in('en').reduce((s, c) => s + c.marks, 0)).toBe(100)
  })

  it('every admission test group carries 120 marks', () => {
    for (const g of CIRCULAR.testMarks) expect(groupTotal(g)).toBe(120)
    expect(CIRCULAR.testTotalMarks).toBe(120)
  })

  it('has the Spring 2026 dates, sizes, fee and programmes', () => {
    expect(CIRCULAR.lastDateToApply.dateTime).toBe('2026-02-21')
    expect(CIRCULAR.admissionTest.dateTime).toBe('2026-02-26T10:00')
    expect(CIRCULAR.photo).toEqual({ widthPx: 250, heightPx: 300 })
    expect(CIRCULAR.signature).toEqual({ widthPx: 250, heightPx: 80 })
    expect(CIRCULAR.applicationFee).toBe(1000)
    expect(CIRCULAR.programmes).toEqual(['cse', 'bba', 'gds', 'english', 'htm', 'mba'])
    for (const slug of CIRCULAR.programmes) expect(programmeBySlug(slug, 'en')).not.toBeNull()
  })

  it('has bachelor and master requirements', () => {
    expect(ADMISSION_REQUIREMENTS.in('en').map((s) => s.id)).toEqual(['bachelor', 'master'])
    // One reading of the minimums everywhere (issue 36): the programme pages state /admission-requirements' lines.
    expect(PROGRAMME_ENTRY_RULES.in('en').bachelor.slice(0, 2)).toEqual(ADMISSION_REQUIREMENTS.in('en')[0]!.rules.slice(0, 2))
    expect(PROGRAMME_ENTRY_RULES.in('en').bachelor[0]).toMatch(/5\.00 .*2\.50 .*6\.00 .*2\.00/)
    expect(ADMISSION_REQUIREMENTS.in('en')[1]!.rules.join(' ')).toMatch(/IELTS.*5\.00.*TOEFL.*550/)
  })
})
