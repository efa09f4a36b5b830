import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadOffice, officeKeyOf } from '../../src/content/offices'
import type { OfficeRecord } from '../../src/content/offices/types'
import { intakeToday } from '../../src/data/intake'

export interface Data {
  office: OfficeRecord
}

export async function data(pageContext: PageContextServer): Promise<Data> {
  const key = officeKeyOf(`/${pageContext.routeParams.office ?? ''}`)
  if (!key) throw render(404)
  const intake = intakeToday(pageContext)
  return { office: await loadOffice(key, intake, pageContext.locale ?? 'en') }
}
