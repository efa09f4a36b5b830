import type { PageContextServer } from 'vike/types'
import { settleRecord, teacherIdParam, upstreamOf } from '../../../src/data/load'
import type { TeacherProfile } from '../../../src/domain/types'

export interface Data {
  profile: TeacherProfile | null
  /** Shown on the page (spec §8: the faculty profile shows the failure's message). */
  error: string | null
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const teacherId = teacherIdParam(pageContext.routeParams.id)
  // 'Faculty data not found' (404) for a malformed or unknown id; a failed call shows its message.
  const { value, error } = await settleRecord(pageContext, teacherId, upstreamOf(pageContext).teacher)
  return { profile: value, error }
}
