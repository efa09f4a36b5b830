import type { PageContextServer } from 'vike/types'
import { settle, upstreamOf } from '../../src/data/load'
import { queryOf } from '../../src/data/query'
import type { TeacherCard } from '../../src/domain/types'

export interface Data {
  teachers: TeacherCard[]
  /** Stored, not shown (spec §8): the page shows its empty state. */
  error: string | null
  /** The name search from the query string, so the list also filters without JavaScript. */
  initialQuery: string
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const { value, error } = await settle(pageContext, () => upstreamOf(pageContext).allTeachers(), [])
  return { teachers: value, error, initialQuery: (queryOf(pageContext, '/faculty').q ?? '').slice(0, 100) }
}
