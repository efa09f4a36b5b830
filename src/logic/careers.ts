import type { CareerOpening, JobType } from '../domain/types'
import { m } from '../i18n/messages'
import type { Locale } from '../routes/locale'

/** Job-type filter options, by their published index (the search index's words). */
export const JOB_TYPE_LABELS: Record<JobType, string> = { 0: 'Any', 1: 'Academic', 2: 'Non Academic' }

/** A job type's name in the page's language: the filter's options and each opening's badge. */
export function jobTypeLabel(type: JobType, locale: Locale = 'en'): string {
  if (type === 1) return m.careers_typeAcademic({}, { locale })
  if (type === 2) return m.careers_typeNonAcademic({}, { locale })
  return m.careers_typeAny({}, { locale })
}

export function parseJobType(raw: unknown): JobType {
  const n = Number(raw)
  return n === 1 || n === 2 ? n : 0
}

/** Blank subject reads 'Relevant' (প্রাসঙ্গিক); a published one as it is. */
export const subjectLabel = (c: Pick<CareerOpening, 'subject'>, locale: Locale = 'en') => c.subject || m.careers_relevant({}, { locale })
/** Blank gender reads 'For All' (সবার জন্য); a published one as it is. */
export const genderLabel = (c: Pick<CareerOpening, 'gender'>, locale: Locale = 'en') => c.gender || m.careers_forAll({}, { locale })
