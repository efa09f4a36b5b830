// Pure logic of the career list and career details (site spec §5).
import { describe, expect, it } from 'vitest'
import type { CareerOpening, JobType } from '../../src/domain/types'
import { genderLabel, JOB_TYPE_LABELS, parseJobType, subjectLabel } from '../../src/logic/careers'
import { filterCareers } from '../../src/logic/filters'

type Searchable = Pick<CareerOpening, 'title' | 'designation' | 'department' | 'location' | 'jobType'>
const opening = (designation: string, department: string, location: string, jobType: JobType, title = ''): Searchable => ({
  designation,
  department,
  location,
  jobType,
  title,
})

describe('career search and job-type filter', () => {
  const careers = [
    opening('Lecturer', 'Computer Science and Engineering', 'Main Campus, Rangamati', 1, 'Lecturer, Computer Science and Engineering'),
    opening('Accounts Officer', 'Accounts and Finance Division', 'Dhaka Liaison Office, Banani', 2),
    opening('Driver', 'Transport Office', 'Main Campus, Rangamati', 2, 'Driver, Transport Office'),
  ]

  it('matches a substring of the title, department or location, ignoring case', () => {
    expect(filterCareers(careers, 'lecturer', 0).map((c) => c.designation)).toEqual(['Lecturer'])
    expect(filterCareers(careers, 'finance', 0).map((c) => c.designation)).toEqual(['Accounts Officer'])
    expect(filterCareers(careers, 'banani', 0).map((c) => c.designation)).toEqual(['Accounts Officer'])
    expect(filterCareers(careers, 'Rangamati', 0)).toHaveLength(2)
  })

  it('falls back to the designation when a record has no title', () => {
    expect(filterCareers(careers, 'officer', 0).map((c) => c.designation)).toEqual(['Accounts Officer'])
  })

  it('keeps everything for an empty search and Any', () => {
    expect(filterCareers(careers, '', 0)).toHaveLength(3)
    expect(filterCareers(careers, '   ', 0)).toHaveLength(3)
  })

  it('filters by job type: Academic (1) and Non Academic (2)', () => {
    expect(filterCareers(careers, '', 1).map((c) => c.designation)).toEqual(['Lecturer'])
    expect(filterCareers(careers, '', 2).map((c) => c.designation)).toEqual(['Accounts Officer', 'Driver'])
    expect(filterCareers(careers, 'rangamati', 2).map((c) => c.designation)).toEqual(['Driver'])
    expect(filterCareers(careers, 'nothing like this', 0)).toEqual([])
  })
})

describe('job-type labels', () => {
  it('are Any, Academic and Non Academic by their published index', () => {
    expect(JOB_TYPE_LABELS).toEqual({ 0: 'Any', 1: 'Academic', 2: 'Non Academic' })
  })

  it('parse loosely typed values, anything unknown as Any', () => {
    expect(parseJobType('1')).toBe(1)
    expect(parseJobType(2)).toBe(2)
    expect(parseJobType('0')).toBe(0)
    expect(parseJobType(undefined)).toBe(0)
    expect(parseJobType('7')).toBe(0)
    expect(parseJobType('Academic')).toBe(0)
  })
})

describe('blank-field labels of career details', () => {
  it("shows a blank subject as 'Relevant' and a blank gender as 'For All'", () => {
    expect(subjectLabel({ subject: '' })).toBe('Relevant')
    expect(subjectLabel({ subject: 'Marketing' })).toBe('Marketing')
    expect(genderLabel({ gender: '' })).toBe('For All')
    expect(genderLabel({ gender: 'Female' })).toBe('Female')
    // On /bn the blanks read in Bengali; a published value stays as it is.
    expect(subjectLabel({ subject: '' }, 'bn')).toBe('প্রাসঙ্গিক')
    expect(genderLabel({ gender: '' }, 'bn')).toBe('নারী-পুরুষ নির্বিশেষে')
    expect(genderLabel({ gender: 'Female' }, 'bn')).toBe('Female')
  })
})
