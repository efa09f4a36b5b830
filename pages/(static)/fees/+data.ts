import type { PageContextServer } from 'vike/types'
import { FEE_TABLE as BN_FEE_TABLE, programmeFees as bengaliProgrammeFees } from '../../../src/content/bn/fees'
import { PROGRAMMES as BN_PROGRAMMES } from '../../../src/content/bn/programmes'
import { FEE_TABLE, programmeFees, type ProgrammeFees } from '../../../src/content/fees'
import { PROGRAMMES } from '../../../src/content/programmes'

export interface Data {
  rows: ProgrammeFees[]
  /** Full programme titles by slug (link titles). */
  titles: Record<string, string>
}

export function data(pageContext: PageContextServer): Data {
  const bn = pageContext.locale === 'bn'
  return {
    rows: bn ? BN_FEE_TABLE.map(bengaliProgrammeFees) : FEE_TABLE.map(programmeFees),
    titles: Object.fromEntries((bn ? BN_PROGRAMMES : PROGRAMMES).map((p) => [p.slug, p.title])),
  }
}
