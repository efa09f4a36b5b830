import type { PageContextServer } from 'vike/types'
import { teacherIdParam } from '../../../src/components/faculty/profile'
import { settle, upstreamOf } from '../../../src/data/load'
import type { TeacherProfile } from '../../../src/domain/types'

export interface Data {
  profile: TeacherProfile | null
  /** Shown on the page (spec §8: the faculty profile shows the failure's message). */
  error: string | null
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const teacherId = teacherIdParam(pageContext.routeParams.id)
  if (teacherId === null) return { profile: null, error: null }
  const { value, error } = await settle(() => upstreamOf(pageContext).teacher(teacherId), null)
  return { profile: value, error }
}
