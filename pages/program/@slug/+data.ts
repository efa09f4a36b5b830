import { redirect, render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { PROGRAMME_ENTRY_RULES } from '../../../src/content/admission'
import { feesOf } from '../../../src/content/fees'
import { resolveProgrammeSlug } from '../../../src/content/programmes'
import { settle, upstreamOf } from '../../../src/data/load'
import type { ProgrammeData } from '../../../src/data/summaries'
import { localePath } from '../../../src/routes/locale'

export interface Data extends ProgrammeData {
  /** The syllabus call's failure message (kept for the edge-cache policy; the page shows its own text). */
  error: string | null
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const locale = pageContext.locale ?? 'en'
  // The same slugs and redirects in both languages; the programme, fees and entry rules in the page's.
  const resolved = resolveProgrammeSlug(pageContext.routeParams.slug ?? '', locale)
  if (!resolved) throw render(404)
  // /program/Mba (the spec's route table) and any other spelling lead to the lower-case canonical URL.
  if ('redirectTo' in resolved) throw redirect(localePath(pageContext.locale ?? 'en', resolved.redirectTo), 301)
  const { programme } = resolved
  const { departmentId, programmeId } = programme.syllabus
  const { value, error } = await settle(pageContext, () => upstreamOf(pageContext).programSyllabus(departmentId, programmeId), [])
  return {
    programme,
    fees: feesOf(programme.slug, locale),
    entryRules: [...PROGRAMME_ENTRY_RULES.in(locale)[programme.entry], ...programme.entryExtra],
    syllabus: value,
    syllabusFailed: error !== null,
    error,
  }
}
