// The properties Google's rich results need (required, plus the ones this site promises) per
// schema.org type, and every property name schema.org defines (read from schema-dts' types), so a
// JSON-LD object with a misspelt or invented property fails.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

/** Type → properties that must be present and non-empty. */
export const REQUIRED: Record<string, readonly string[]> = {
  // The university named inside another object (publisher, provider, employer).
  CollegeOrUniversity: ['name', 'url'],
  // Article: Google has no required properties; headline, image, datePublished, author recommended; inLanguage this site's.
  NewsArticle: ['headline', 'inLanguage', 'datePublished', 'image', 'author', 'publisher'],
  // Event: name, startDate, location required; inLanguage this site's.
  Event: ['name', 'inLanguage', 'startDate', 'endDate', 'location', 'eventStatus', 'eventAttendanceMode'],
  // Job posting: title, description, datePosted, hiringOrganization, jobLocation required; validThrough so closed posts drop out.
  JobPosting: ['title', 'description', 'datePosted', 'validThrough', 'hiringOrganization', 'jobLocation'],
  // Education program (Google's "Program" markup): name, provider; timeToComplete and offers where known.
  EducationalOccupationalProgram: ['name', 'description', 'url', 'provider', 'timeToComplete', 'offers'],
  // Breadcrumb: itemListElement of ListItems with position, name, item.
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name', 'item'],
  PostalAddress: ['streetAddress', 'addressLocality', 'addressCountry'],
  Place: ['name', 'address'],
  Offer: ['price', 'priceCurrency'],
}

/** Type → properties a top-level object of that type needs on top of REQUIRED. */
export const REQUIRED_AT_TOP: Record<string, readonly string[]> = {
  // Organization: logo, and the contact details (home and contact pages).
  CollegeOrUniversity: ['logo', 'address', 'telephone', 'email'],
}

const schemaDts = readFileSync(createRequire(import.meta.url).resolve('schema-dts/dist/schema.d.ts'), 'utf8')
/** Every property name of schema.org (2,000 or so). */
export const SCHEMA_PROPERTIES = new Set([...schemaDts.matchAll(/^\s+"([a-zA-Z][\w]*)"\??:/gm)].map((m) => m[1]!))
/** Every type name of schema.org. */
export const SCHEMA_TYPES = new Set([...schemaDts.matchAll(/^export type (\w+) = /gm)].map((m) => m[1]!))

const empty = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)

/** Problems of one JSON-LD node and the nodes inside it ("JobPosting.validThrough missing"). */
export function problemsOf(node: unknown, where = ''): string[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => problemsOf(n, `${where}[${i}]`))
  if (typeof node !== 'object' || node === null) return []
  const obj = node as Record<string, unknown>
  const type = obj['@type']
  const out: string[] = []
  if (typeof type !== 'string' || !SCHEMA_TYPES.has(type)) out.push(`${where}: @type ${String(type)} is no schema.org type`)
  const label = `${where}${typeof type === 'string' ? type : '?'}`
  const required = [...(REQUIRED[type as string] ?? []), ...(where === '' ? (REQUIRED_AT_TOP[type as string] ?? []) : [])]
  for (const prop of required) if (empty(obj[prop])) out.push(`${label}.${prop} missing`)
  for (const [key, value] of Object.entries(obj)) {
    if (key.startsWith('@')) continue
    if (!SCHEMA_PROPERTIES.has(key)) out.push(`${label}.${key} is no schema.org property`)
    if (typeof value === 'object') out.push(...problemsOf(value, `${label}.${key}>`))
  }
  return out
}
