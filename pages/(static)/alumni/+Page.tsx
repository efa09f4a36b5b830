import { StaticPage } from '../../../src/components/StaticPage'
import { ALUMNI as BN } from '../../../src/content/bn/alumni'
import { ALUMNI } from '../../../src/content/alumni'

export default function Page() {
  return <StaticPage content={{ en: ALUMNI, bn: BN }} />
}
