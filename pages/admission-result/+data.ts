import type { PageContextServer } from 'vike/types'
import { intakeOf, type Intake } from '../../src/content/intakes'
import { PROGRAMME_NAMES } from '../../src/content/programmes/names'
import { applicantByRoll, searchApplicants } from '../../src/data/admission-result'
import { intakeToday } from '../../src/data/intake'
import { filterValue, listState, markView, type ListState } from '../../src/data/list'
import { markBadRequest, markNotFound, settle, upstreamOf } from '../../src/data/load'
import { queryOf } from '../../src/data/query'
import { today } from '../../src/data/today'
import type { ResultApplicant } from '../../src/domain/types'
import { intakeStage, type IntakeStage } from '../../src/logic/expiry'
import { parseRoll } from '../../src/logic/result-roll'
import config from './+config'

/** An applicant as the page shows one: the programme named in the page's language. */
export type ResultLine = Omit<ResultApplicant, 'programme'> & { programme: { slug: string; name: string } | null }

/** What the roll in the URL found: nothing asked, a malformed roll (400), no such applicant (404), or the applicant. */
export type Lookup = { kind: 'none' } | { kind: 'malformed'; typed: string } | { kind: 'unknown'; roll: string } | { kind: 'found'; applicant: ResultLine }

export interface Data {
  /** The current intake, whose test's result the page is about (named in the page's language). */
  intake: Intake
  /** The current intake's stage: before its test, results cannot be out yet. */
  stage: IntakeStage
  /** The day its result is due (intake.resultsExpected) is today or ahead: the page says it. */
  resultsAhead: boolean
  lookup: Lookup
  /** The published result; null: not published yet, or could not be loaded (the empty state). */
  result: { publishedOn: string; admissionDeadline: string; list: ListState<ResultLine, { q: string }> } | null
  /** The result could not be loaded for a roll asked for: shown above the empty state. */
  error: string | null
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const english = intakeToday(pageContext)
  const locale = pageContext.locale ?? 'en'
  const intake = intakeOf(english.season, english.year, locale)
  const stage = intakeStage(english, today(pageContext))
  const resultsAhead = english.resultsExpected.dateTime >= today(pageContext)
  const search = queryOf(pageContext, config.query)
  const names: Readonly<Record<string, string>> = PROGRAMME_NAMES.in(locale)
  const line = (a: ResultApplicant): ResultLine => ({ ...a, programme: a.programme ? { slug: a.programme, name: names[a.programme] ?? a.programme.toUpperCase() } : null })

  const asked = Object.values(search).some((value) => value !== undefined && value.trim() !== '')
  const input = parseRoll(search.roll)
  let lookup: Lookup = input.kind === 'malformed' ? { kind: 'malformed', typed: filterValue(search.roll, 40) } : { kind: 'none' }
  if (input.kind === 'malformed') markBadRequest(pageContext)

  const { value: result, error } = await settle(pageContext, () => upstreamOf(pageContext).admissionResult(english.name), null)
  if (result === null) {
    // Nothing to look a roll up in: the roll asked for names no result (404); the page says why. The upstream
    // failing with nothing kept: the empty state (503, settle()), and the failure told to whoever asked for a roll.
    if (input.kind === 'roll' && error === null) {
      lookup = { kind: 'unknown', roll: input.roll }
      markNotFound(pageContext)
    }
    markView(pageContext, {}, { noindex: asked, page: 1, pageCount: 1 })
    return { intake, stage, resultsAhead, lookup, result: null, error: input.kind === 'roll' ? error : null }
  }
  if (input.kind === 'roll') {
    const found = applicantByRoll(result, input.roll)
    lookup = found ? { kind: 'found', applicant: line(found) } : { kind: 'unknown', roll: input.roll }
    if (!found) markNotFound(pageContext)
  }
  const filters = { q: filterValue(search.q, 60) }
  const matching = searchApplicants(result, filters.q)
  // Only the page's 50 lines are turned into what the page shows.
  const list = listState(pageContext, matching, search, filters)
  // An answer, a search or a later page of the list is no page of its own for search engines.
  if (pageContext.view && asked) pageContext.view = { ...pageContext.view, noindex: true }
  return {
    intake,
    stage,
    resultsAhead,
    lookup,
    result: { publishedOn: result.publishedOn, admissionDeadline: result.admissionDeadline, list: { ...list, items: list.items.map(line) } },
    error,
  }
}
