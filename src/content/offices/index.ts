// The office registry: route path (without the slash) → its data module, loaded on the server
// only when the page is rendered. A new office is one data module and one line here.
import type { OfficeLoader, OfficeRecord } from './types'

export const OFFICES = {
  acfd: () => import('./acfd'),
  coe: () => import('./coe'),
  pro: () => import('./pro'),
  'admission-division': () => import('./admission-division'),
  librarian: () => import('./librarian'),
  itd: () => import('./itd'),
  iqac: () => import('./iqac'),
  'academic-council': () => import('./academic-council'),
  syndicate: () => import('./syndicate'),
  deans: () => import('./deans'),
  proctor: () => import('./proctor'),
  'transport-office': () => import('./transport-office'),
  'audit-cell': () => import('./audit-cell'),
  'security-office': () => import('./security-office'),
  'admission-test': () => import('./admission-test'),
  'financial-aid': () => import('./financial-aid'),
  vc: () => import('./vc'),
  provc: () => import('./provc'),
  treasurer: () => import('./treasurer'),
  registrar: () => import('./registrar'),
} satisfies Record<string, OfficeLoader>

export type OfficeKey = keyof typeof OFFICES

/** The registry key of a URL path ('/acfd' → 'acfd'), or null. */
export function officeKeyOf(pathname: string): OfficeKey | null {
  const key = pathname.startsWith('/') ? pathname.slice(1) : ''
  return Object.hasOwn(OFFICES, key) ? (key as OfficeKey) : null
}

export async function loadOffice(key: OfficeKey): Promise<OfficeRecord> {
  return (await OFFICES[key]()).default
}
