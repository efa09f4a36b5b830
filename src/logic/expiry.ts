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

/** Where an intake stands on `today`: applications open, closed before the test, or the test held. */
export type IntakeStage = 'open' | 'closed' | 'tested'

export function intakeStage(intake: { lastDateToApply: { dateTime: string }; admissionTest: { dateTime: string } }, today: string): IntakeStage {
  if (isPast(intake.admissionTest.dateTime, today)) return 'tested'
  return isPast(intake.lastDateToApply.dateTime, today) ? 'closed' : 'open'
}
