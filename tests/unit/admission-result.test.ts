// The admission result's pure parts: the roll as typed, the demo's list, the answer schema, the index by roll,
// and the list's size against the cache budgets it must fit in.
import { describe, expect, it } from 'vitest'
import { memoryPlan } from '../../server/config'
import { buildAdmissionResult, admissionResultOf, RESULT_APPLICANTS } from '../../server/demo-upstream/results'
import { createSchemas, type Tally } from '../../server/upstream/schemas'
import { applicantByRoll, searchApplicants } from '../../src/data/admission-result'
import type { AdmissionResult } from '../../src/domain/types'
import { parseRoll } from '../../src/logic/result-roll'

const parse = (raw: unknown) => {
  const tally: Tally = { records: 0, links: 0 }
  return { value: createSchemas({ publicFileBaseUrl: 'https://files.example/', tally }).admissionResult.parse(raw), tally }
}

describe('parseRoll', () => {
  it.each([
    ['2610001', { kind: 'roll', roll: '2610001' }],
    [' 261 0001 ', { kind: 'roll', roll: '2610001' }],
    ['261-0001', { kind: 'roll', roll: '2610001' }],
    ['২৬১০০০১', { kind: 'roll', roll: '2610001' }],
    ['', { kind: 'none' }],
    [undefined, { kind: 'none' }],
    ['abc', { kind: 'malformed' }],
    ['123', { kind: 'malformed' }],
    ['1234567890123', { kind: 'malformed' }],
    ['26l0001', { kind: 'malformed' }],
    ['9'.repeat(41), { kind: 'malformed' }],
  ])('%j → %j', (typed, expected) => {
    expect(parseRoll(typed)).toEqual(expected)
  })
})

describe("the demo's result", () => {
  const raw = buildAdmissionResult('Spring 2026')!

  it('has a few thousand applicants, the same on every run, each programme with its selected and waiting lines', () => {
    expect(raw.results).toHaveLength(RESULT_APPLICANTS)
    expect(buildAdmissionResult('Spring 2026')).toEqual(raw)
    expect(new Set(raw.results!.map((a) => a.roll)).size).toBe(RESULT_APPLICANTS)
    for (const code of ['cse', 'bba', 'english', 'gds', 'htm', 'mba']) {
      const selected = raw.results!.filter((a) => a.program_code === code && a.status === 'selected').map((a) => a.merit_position)
      expect(selected.length).toBeGreaterThan(0)
      expect([...selected].sort((a, b) => Number(a) - Number(b))[0]).toBe(1)
      expect(raw.results!.some((a) => a.program_code === code && a.status === 'waiting' && a.waiting_position === 1)).toBe(true)
    }
    expect(buildAdmissionResult('Summer 2026')).toBeNull()
  })

  it('is published a week after the test: 404 before that day', () => {
    expect(raw.published_on).toBe('2026-03-05')
    expect(admissionResultOf('Spring 2026', '2026-03-04')).toBeNull()
    expect(admissionResultOf('Spring 2026', '2026-03-05')?.results).toHaveLength(RESULT_APPLICANTS)
  })

  it('fits well inside the list cache of the smallest memory limit, and the largest answer read', () => {
    const bytes = JSON.stringify(parse(raw).value).length
    console.log(`admission result: ${RESULT_APPLICANTS} applicants, ${bytes} bytes as cached (${JSON.stringify(raw).length} on the wire)`)
    expect(bytes).toBeLessThan(memoryPlan(256).listCacheBytes / 10)
    expect(JSON.stringify(raw).length).toBeLessThan(4 * 1024 * 1024 / 8)
  })
})

describe('the answer schema', () => {
  it('reads status words loosely, keeps the position of the outcome, drops a line without roll, name or known status', () => {
    const { value, tally } = parse({
      intake: 'Spring 2026',
      published_on: '2026-03-05',
      results: [
        { roll: 1001, name: 'A', status: 'Selected', program_code: 'CSE', merit_position: '4', waiting_position: 9 },
        { roll: '1002', name: 'B', status: 'Waiting List', program_code: 'bba', waiting_position: 2 },
        { roll: '1003', name: 'C', status: 'NOT SELECTED' },
        { roll: '1004', name: 'D', status: 'absent' },
        { roll: 'x1', name: 'E', status: 'selected' },
        { roll: '1006', status: 'selected' },
      ],
    })
    expect(value).toEqual({
      intake: 'Spring 2026',
      publishedOn: '2026-03-05',
      admissionDeadline: '',
      applicants: [
        { roll: '1001', name: 'A', outcome: 'selected', programme: 'cse', position: 4 },
        { roll: '1002', name: 'B', outcome: 'waiting', programme: 'bba', position: 2 },
        { roll: '1003', name: 'C', outcome: 'not-selected', programme: null, position: null },
      ],
    })
    expect(tally.records).toBe(3)
  })

  it('no line at all (or none usable) is no result', () => {
    expect(parse({ intake: 'Spring 2026', results: [] }).value).toBeNull()
    expect(parse({ intake: 'Spring 2026' }).value).toBeNull()
    expect(parse({ intake: 'Spring 2026', results: [{ roll: '1', status: 'selected' }] }).value).toBeNull()
    expect(() => parse([])).toThrow()
  })
})

describe('lookups', () => {
  const result = parse(buildAdmissionResult('Spring 2026')).value as AdmissionResult

  it('finds a roll from the index, the same index for every lookup of one list', () => {
    const line = result.applicants[1234]!
    expect(applicantByRoll(result, line.roll)).toBe(line)
    expect(applicantByRoll(result, '2619999')).toBeNull()
    // A refreshed list (another object) gets its own index.
    const refreshed = { ...result, applicants: result.applicants.slice(0, 10) }
    expect(applicantByRoll(refreshed, line.roll)).toBeNull()
    expect(applicantByRoll(result, line.roll)).toBe(line)
  })

  it('searches by roll prefix (Bengali digits too) or by every word of a name, in list order', () => {
    expect(searchApplicants(result, '')).toBe(result.applicants)
    expect(searchApplicants(result, '261000').map((a) => a.roll)).toEqual(['2610001', '2610002', '2610003', '2610004', '2610005', '2610006', '2610007', '2610008', '2610009'])
    expect(searchApplicants(result, '২৬১০০০১').map((a) => a.roll)).toEqual(['2610001'])
    const name = result.applicants[7]!.name
    const found = searchApplicants(result, name.toUpperCase())
    expect(found).toContain(result.applicants[7])
    expect(found.every((a) => a.name.toLowerCase().includes(name.split(' ').at(-1)!.toLowerCase()))).toBe(true)
  })
})
