import type { PageContextServer } from 'vike/types'
import { FEE_TABLE, programmeFees, type ProgrammeFees } from '../../../src/content/fees'
import { programmesIn } from '../../../src/content/programmes'

export interface Data {
  rows: ProgrammeFees[]
  /** Full programme titles by slug (link titles). */
  titles: Record<string, string>
}

export function data(pageContext: PageContextServer): Data {
  const locale = pageContext.locale ?? 'en'
  return {
    rows: FEE_TABLE.map((row) => programmeFees(row, locale)),
    titles: Object.fromEntries(programmesIn(locale).map((p) => [p.slug, p.title])),
  }
}
