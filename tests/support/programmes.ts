import { decodeEntities } from './processes'

/** Visible text of server HTML: scripts and tags removed, entities decoded, spaces collapsed. */
export const textOf = (html: string) =>
  decodeEntities(html.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ')

/** Every route of this area (slug-free), for smoke and accessibility checks. */
export const ROUTES = [
  '/program/cse',
  '/program/bba',
  '/program/gds',
  '/program/english',
  '/program/htm',
  '/program/mba',
  '/fees',
  '/admission-requirements',
  '/admission-instruction',
  '/admission-advertisements',
  '/admission-result',
] as const
