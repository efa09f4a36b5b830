import { PageBanner } from '../../src/components/PageBanner'
import { PageTitle } from '../../src/components/PageTitle'

/** Banner and an empty body (spec: no form, no call). */
export default function Page() {
  return (
    <>
      <PageTitle title="Admission Test Result" />
      <PageBanner title="Admission Test Result" />
      <div className="container admission-result" />
    </>
  )
}
