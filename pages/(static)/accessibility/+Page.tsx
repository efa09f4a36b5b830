import { StaticPage } from '../../../src/components/StaticPage'
import { ACCESSIBILITY as BN } from '../../../src/content/bn/accessibility'
import { ACCESSIBILITY } from '../../../src/content/accessibility'

export default function Page() {
  return <StaticPage content={{ en: ACCESSIBILITY, bn: BN }} />
}
