import { StaticPage } from '../../../src/components/StaticPage'
import { ACHIEVEMENTS } from '../../../src/content/achievements'

export default function Page() {
  return <StaticPage content={ACHIEVEMENTS} />
}
