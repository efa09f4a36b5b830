import { StaticPage } from '../../../src/components/StaticPage'
import { LEGAL as BN } from '../../../src/content/bn/legal'
import { LEGAL } from '../../../src/content/legal'

export default function Page() {
  return <StaticPage content={{ en: LEGAL, bn: BN }} />
}
