// The office registry: route path (without the slash) → its data module, loaded on the server
// only when the page is rendered. A new office is one data module, its key in keys.ts and one line here.
import { intakeModelOf, type Intake } from '../intakes'
import type { Locale } from '../../routes/locale'
import type { OfficeKey } from './keys'
import type { OfficeLoader, OfficeRecord } from './types'

export { officeKeyOf, type OfficeKey } from './keys'

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
} satisfies Record<OfficeKey, OfficeLoader>

/** The office's record in `locale`; an office that names the intake names `intake`. */
export async function loadOffice(key: OfficeKey, intake: Pick<Intake, 'season' | 'year'>, locale: Locale): Promise<OfficeRecord> {
  const record = (await OFFICES[key]()).default
  return (typeof record === 'function' ? record(intakeModelOf(intake.season, intake.year)) : record).in(locale)
}
