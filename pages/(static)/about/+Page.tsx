import { StaticPage } from '../../../src/components/StaticPage'
import { ABOUT } from '../../../src/content/about'

export default function Page() {
  return <StaticPage content={ABOUT} />
}
