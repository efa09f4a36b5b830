// The current intake by day (src/content/intakes.ts), and the demo's admission texts moved to it.
import { describe, expect, it } from 'vitest'
import { intakeShift, intakeText } from '../../server/demo-upstream/dates'
import { currentIntake, intakeOf } from '../../src/content/intakes'

describe('currentIntake', () => {
  it('is the spec\'s Spring 2026 on the pinned day, with the circular\'s dates', () => {
    expect(currentIntake('2026-01-20', 'en')).toEqual(intakeOf('Spring', 2026, 'en'))
    expect(intakeOf('Spring', 2026, 'en')).toMatchObject({
      lastDateToApply: { dateTime: '2026-02-21', text: '21 Feb 2026' },
      admissionTest: { dateTime: '2026-02-26T10:00', text: '26 Feb 2026 at 10:00 AM' },
    })
  })

  it('stays until 30 days after its test (results), then is the next intake', () => {
    expect(currentIntake('2026-03-28', 'en').name).toBe('Spring 2026')
    expect(currentIntake('2026-03-29', 'en').name).toBe('Fall 2026')
    expect(currentIntake('2026-09-25', 'en').name).toBe('Fall 2026')
    expect(currentIntake('2026-09-26', 'en').name).toBe('Spring 2027')
    expect(currentIntake('2026-11-26', 'en').lastDateToApply.text).toBe('21 Feb 2027')
    expect(currentIntake('2025-12-31', 'en').name).toBe('Spring 2026')
  })
})

describe('the demo\'s admission texts (intakeText)', () => {
  it('name the intake and its own dates, semesters moved by whole intakes', () => {
    const fixed = 'Spring 2026 Admission: apply online by 21 February 2026, test on 2026-02-26; Fall 2025 results.'
    expect(intakeText(fixed, intakeShift(intakeOf('Spring', 2026, 'en')))).toBe(fixed)
    expect(intakeText(fixed, intakeShift(intakeOf('Fall', 2026, 'en')))).toBe('Fall 2026 Admission: apply online by 21 August 2026, test on 2026-08-26; Spring 2026 results.')
    expect(intakeText(fixed, intakeShift(intakeOf('Spring', 2029, 'en')))).toBe('Spring 2029 Admission: apply online by 21 February 2029, test on 2029-02-26; Fall 2028 results.')
  })
})
