import type { CareerOpening, JobType } from '../domain/types'

/** Job-type filter options, by their published index. */
export const JOB_TYPE_LABELS: Record<JobType, string> = { 0: 'Any', 1: 'Academic', 2: 'Non Academic' }

export function parseJobType(raw: unknown): JobType {
  const n = Number(raw)
  return n === 1 || n === 2 ? n : 0
}

/** Blank subject reads 'Relevant'. */
export const subjectLabel = (c: Pick<CareerOpening, 'subject'>) => c.subject || 'Relevant'
/** Blank gender reads 'For All'. */
export const genderLabel = (c: Pick<CareerOpening, 'gender'>) => c.gender || 'For All'
