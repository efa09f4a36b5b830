// What is past, judged against one "today" (src/data/today.ts): nothing is hidden, only marked.

/** A YYYY-MM-DD (or longer ISO) end date before `today`; an empty or unreadable date is never past. */
export function isPast(endDate: string, today: string): boolean {
  const day = endDate.slice(0, 10)
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day < today
}

/** Open items first, then closed ones, each group keeping its order. */
export function openFirst<T>(items: readonly T[], closed: (item: T) => boolean): T[] {
  return [...items.filter((i) => !closed(i)), ...items.filter(closed)]
}

/**
 * Events as a visitor looks for them on `today`: those not over yet, the soonest first, then the past
 * ones, the latest first; an event without a readable date last, in the upstream's order.
 */
export function soonestFirst<T extends { startDate: string; endDate: string }>(events: readonly T[], today: string): T[] {
  const day = (e: T) => (/^\d{4}-\d{2}-\d{2}/.test(e.startDate) ? e.startDate.slice(0, 10) : null)
  const dated = events.filter((e) => day(e) !== null)
  const over = (e: T) => isPast(e.endDate || e.startDate, today)
  const upcoming = dated.filter((e) => !over(e)).sort((a, b) => day(a)!.localeCompare(day(b)!))
  const past = dated.filter(over).sort((a, b) => day(b)!.localeCompare(day(a)!))
  return [...upcoming, ...past, ...events.filter((e) => day(e) === null)]
}

/** Where an intake stands on `today`: applications open, closed before the test, or the test held. */
export type IntakeStage = 'open' | 'closed' | 'tested'

export function intakeStage(intake: { lastDateToApply: { dateTime: string }; admissionTest: { dateTime: string } }, today: string): IntakeStage {
  if (isPast(intake.admissionTest.dateTime, today)) return 'tested'
  return isPast(intake.lastDateToApply.dateTime, today) ? 'closed' : 'open'
}
