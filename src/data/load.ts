// Helpers for +data hooks (server side): reach the upstream service and turn failures into page states.
import type { PageContextServer } from 'vike/types'
import type { UpstreamService } from '../../server/upstream/service'
import { failureMessage } from '../../server/upstream/service'

export function upstreamOf(pageContext: PageContextServer): UpstreamService {
  const { upstream } = pageContext
  if (!upstream) throw new Error('pageContext.upstream is missing: pages must be rendered by server/app.ts')
  return upstream
}

export interface Settled<T> {
  value: T
  /** The failure's message (or 'Something went wrong'); null when the call succeeded. */
  error: string | null
}

/** Runs one upstream call; on failure gives the fallback and the spec's error message. */
export async function settle<T>(load: () => Promise<T>, fallback: T): Promise<Settled<T>> {
  try {
    return { value: await load(), error: null }
  } catch (err) {
    return { value: fallback, error: failureMessage(err) }
  }
}

/** Reads a positive integer route parameter; null for anything else. */
export function idParam(raw: string | undefined): number | null {
  return raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null
}
