// Helpers for +data hooks (server side): reach the upstream service and turn failures into page states.
import type { PageContextServer } from 'vike/types'
import { failureMessage, type SiteData } from '../domain/site-data'

export function upstreamOf(pageContext: PageContextServer): SiteData {
  const { upstream } = pageContext
  if (!upstream) throw new Error('pageContext.upstream is missing: pages must be rendered by server/app.ts')
  return upstream
}

/**
 * What the data hooks found out about one render, read by the server to choose the answer's
 * status and caching: `degraded` (an upstream call failed and nothing stale stood in),
 * `notFound` (the URL names a record that does not exist). The server creates one per render.
 */
export interface RenderOutcome {
  degraded: boolean
  notFound: boolean
  /** The URL's query is malformed (a roll number that is no number): 400 with the page's own text. */
  badRequest?: boolean
}

function outcomeOf(pageContext: PageContextServer): RenderOutcome | undefined {
  return pageContext.renderOutcome
}

export interface Settled<T> {
  value: T
  /** The failure's message (or 'Something went wrong'); null when the call succeeded. */
  error: string | null
}

/** Runs one upstream call; on failure gives the fallback and the spec's error message, and marks the render degraded. */
export async function settle<T>(pageContext: PageContextServer, load: () => Promise<T>, fallback: T): Promise<Settled<T>> {
  try {
    return { value: await load(), error: null }
  } catch (err) {
    const outcome = outcomeOf(pageContext)
    if (outcome) outcome.degraded = true
    return { value: fallback, error: failureMessage(err) }
  }
}

/**
 * Loads the one record a detail URL names. A malformed id (`key` null) or an answer without the
 * record marks the render "not found" (404, the page shows the spec's text); a failed call is a
 * degraded render, not a 404.
 */
export async function settleRecord<K, T>(
  pageContext: PageContextServer,
  key: K | null,
  load: (key: K) => Promise<T | null>,
): Promise<Settled<T | null>> {
  const settled = key === null ? { value: null, error: null } : await settle(pageContext, () => load(key), null)
  if (settled.value === null && settled.error === null) markNotFound(pageContext)
  return settled
}

/** Upstream data the page needs failed with nothing stale to stand in (503, never cached). */
export function markDegraded(pageContext: PageContextServer): void {
  const outcome = outcomeOf(pageContext)
  if (outcome) outcome.degraded = true
}

/** The URL names nothing: the page renders its "not found" text with status 404. */
export function markNotFound(pageContext: PageContextServer): void {
  const outcome = outcomeOf(pageContext)
  if (outcome) outcome.notFound = true
}

/** The URL asks with a malformed value: the page renders its message with status 400. */
export function markBadRequest(pageContext: PageContextServer): void {
  const outcome = outcomeOf(pageContext)
  if (outcome) outcome.badRequest = true
}

/** Reads a positive integer route parameter; null for anything else. */
export function idParam(raw: string | undefined): number | null {
  return raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null
}

/**
 * Teacher ids are short codes such as 'T-1001'. Anything else is refused before the upstream
 * is asked (no arbitrary text in the upstream body, no cache entry per junk URL).
 */
const TEACHER_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,39}$/

export function teacherIdParam(raw: string | undefined): string | null {
  return raw && TEACHER_ID.test(raw) ? raw : null
}
