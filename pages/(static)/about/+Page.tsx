import { StaticPage } from '../../../src/components/StaticPage'
import { ABOUT as BN } from '../../../src/content/bn/about'
import { ABOUT } from '../../../src/content/about'

export default function Page() {
  return <StaticPage content={{ en: ABOUT, bn: BN }} />
}
