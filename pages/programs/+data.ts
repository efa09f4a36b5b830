import type { PageContextServer } from 'vike/types'
import { markView } from '../../src/data/list'
import { queryOf } from '../../src/data/query'
import type { ProgrammeCard } from '../../src/content/home'
import { programmeCards as bengaliProgrammeCards } from '../../src/content/bn/programme-cards'
import { programmeCards } from '../../src/content/programme-cards'
import { PROGRAMME_LEVELS, type ProgrammeLevel } from '../../src/content/programmes/types'
import config from './+config'

export interface Data {
  programmes: ProgrammeCard[]
  /** The level chosen (`?type=Undergraduate`), '' for all; an unknown one shows all. */
  level: ProgrammeLevel | ''
}

export function data(pageContext: PageContextServer): Data {
  const { type } = queryOf(pageContext, config.query)
  const level = PROGRAMME_LEVELS.find((l) => l.toLowerCase() === type?.trim().toLowerCase()) ?? ''
  markView(pageContext, level ? { type: level } : {}, { noindex: level !== '', page: 1, pageCount: 1 })
  const all = pageContext.locale === 'bn' ? bengaliProgrammeCards() : programmeCards()
  return { programmes: level ? all.filter((p) => p.level === level) : all, level }
}
