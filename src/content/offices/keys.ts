// The office paths apart from their records (index.ts loads those): the client router runs
// pages/office/+route.ts on every page, so the route imports this list, not the offices' content.
export const OFFICE_KEYS = [
  'acfd',
  'coe',
  'pro',
  'admission-division',
  'librarian',
  'itd',
  'iqac',
  'academic-council',
  'syndicate',
  'deans',
  'proctor',
  'transport-office',
  'audit-cell',
  'security-office',
  'admission-test',
  'financial-aid',
  'vc',
  'provc',
  'treasurer',
  'registrar',
] as const

export type OfficeKey = (typeof OFFICE_KEYS)[number]

/** The registry key of a URL path ('/acfd' → 'acfd'), or null. */
export function officeKeyOf(pathname: string): OfficeKey | null {
  const key = pathname.startsWith('/') ? pathname.slice(1) : ''
  return (OFFICE_KEYS as readonly string[]).includes(key) ? (key as OfficeKey) : null
}
