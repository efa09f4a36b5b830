import { StaticPage } from '../../../src/components/StaticPage'
import { ALUMNI } from '../../../src/content/alumni'

export default function Page() {
  return <StaticPage content={ALUMNI} />
}
