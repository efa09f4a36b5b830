import { FEE_TABLE, programmeFees, type ProgrammeFees } from '../../../src/content/fees'
import { PROGRAMMES } from '../../../src/content/programmes'

export interface Data {
  rows: ProgrammeFees[]
  /** Full programme titles by slug (link titles). */
  titles: Record<string, string>
}

export function data(): Data {
  return {
    rows: FEE_TABLE.map(programmeFees),
    titles: Object.fromEntries(PROGRAMMES.map((p) => [p.slug, p.title])),
  }
}
