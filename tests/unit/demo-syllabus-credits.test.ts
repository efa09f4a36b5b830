// The demo upstream's course tables against each programme's published semesters and credits
// (src/content/fees.ts): the credit hours add up exactly, codes are unique, and pre-requisites
// name courses of earlier semesters of the same programme.

import { describe, expect, it } from 'vitest'
import { PROGRAMMES, parseCourse, rawSyllabus, semesterName } from '../../server/demo-upstream/syllabus'
import { feesOf } from '../../src/content/fees'
import { programmesIn } from '../../src/content/programmes'

// Each programme's syllabus ids (its content module) with its semesters and credits (the fee table).
const PUBLISHED = programmesIn('en').map((p) => {
  const fees = feesOf(p.slug, 'en')!
  return { name: p.code, ...p.syllabus, semesters: fees.semesters, credits: fees.credits }
})

function programmeOf(departmentId: string, programmeId: string) {
  const programme = PROGRAMMES.find((p) => p.departmentId === departmentId && p.programmeId === programmeId)
  if (!programme) throw new Error(`no programme ${departmentId}/${programmeId}`)
  return programme
}

/** Credit hours in quarters, so that sums of 0.75 and 1.5 stay exact. */
function quarters(credits: string): number {
  const value = Number(credits)
  expect(Number.isFinite(value) && value > 0, `credits '${credits}'`).toBe(true)
  expect(Number.isInteger(value * 4), `credits '${credits}'`).toBe(true)
  return Math.round(value * 4)
}

describe('the demo syllabus tables', () => {
  it('cover exactly the published programmes', () => {
    const keys = (list: readonly { departmentId: string; programmeId: string }[]) => list.map((p) => `${p.departmentId}/${p.programmeId}`).sort()
    expect(keys(PROGRAMMES)).toEqual(keys(PUBLISHED))
  })

  describe.each(PUBLISHED)('$name (department $departmentId, programme $programmeId)', ({ departmentId, programmeId, semesters, credits }) => {
    const programme = programmeOf(departmentId, programmeId)
    const table = programme.semesters.map((lines) => lines.map(parseCourse))

    it(`has ${semesters} semesters`, () => {
      expect(programme.semesters).toHaveLength(semesters)
      expect(Object.keys(rawSyllabus(programme))).toEqual(Array.from({ length: semesters }, (_, i) => semesterName(i)))
      for (const courses of table) expect(courses.length).toBeGreaterThan(0)
    })

    it(`adds up to ${credits} credit hours`, () => {
      const total = table.flat().reduce((sum, course) => sum + quarters(course.credits), 0)
      expect(total / 4).toBe(credits)
    })

    it('sends the credit hours as the programme does', () => {
      for (const row of Object.values(rawSyllabus(programme)).flatMap((rows) => rows ?? []))
        expect(typeof row.credit_hours).toBe(programme.numericCredits ? 'number' : 'string')
    })

    it('has every line in the four-column format with unique codes', () => {
      for (const line of programme.semesters.flat()) {
        expect(line.split('|'), line).toHaveLength(4)
        const course = parseCourse(line)
        expect(course.code, line).toMatch(/^[A-Z]{3} \d{3,4}$/)
        expect(course.title, line).not.toBe('')
      }
      const codes = table.flat().map((c) => c.code)
      expect(codes.filter((code, i) => codes.indexOf(code) !== i)).toEqual([])
    })

    it('names only courses of earlier semesters as pre-requisites', () => {
      const earlier = new Set<string>()
      for (const [index, courses] of table.entries()) {
        for (const course of courses)
          if (course.prerequisite) expect(earlier.has(course.prerequisite), `${semesterName(index)}: ${course.code} needs ${course.prerequisite}`).toBe(true)
        for (const course of courses) earlier.add(course.code)
      }
      const all = table.flat()
      expect(all.some((c) => c.prerequisite === '')).toBe(true)
      expect(all.some((c) => c.prerequisite !== '')).toBe(true)
    })
  })
})
