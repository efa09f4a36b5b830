import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { loadOffice as loadBengaliOffice } from '../../src/content/bn/offices'
import { intakeOf as bengaliIntakeOf } from '../../src/content/bn/intakes'
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
  // The Bengali registry reads the same intake, named in Bengali.
  if (pageContext.locale === 'bn') return { office: await loadBengaliOffice(key, bengaliIntakeOf(intake.season, intake.year)) }
  return { office: await loadOffice(key, intake) }
}
