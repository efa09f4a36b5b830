import type { PageContextServer } from 'vike/types'
import { markView } from '../../src/data/list'
import { queryOf } from '../../src/data/query'
import type { ProgrammeCard } from '../../src/content/home'
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
  // Any ?type= is a view, not a page of its own: noindex, valid or not, as listState marks every filtered list.
  markView(pageContext, level ? { type: level } : {}, { noindex: type !== undefined && type.trim() !== '', page: 1, pageCount: 1 })
  const all = programmeCards(pageContext.locale ?? 'en')
  return { programmes: level ? all.filter((p) => p.level === level) : all, level }
}
