// The Bengali office registry: the same keys as the English one, each loading its Bengali record.
import type { Intake } from '../intakes'
import type { OfficeKey } from '../../offices/keys'
import type { OfficeLoader, OfficeRecord } from './types'

export { officeKeyOf, type OfficeKey } from '../../offices/keys'

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

/** The office's Bengali record; an office that names the intake names `intake` (a Bengali intake, ../intakes). */
export async function loadOffice(key: OfficeKey, intake: Intake): Promise<OfficeRecord> {
  const record = (await OFFICES[key]()).default
  return typeof record === 'function' ? record(intake) : record
}
