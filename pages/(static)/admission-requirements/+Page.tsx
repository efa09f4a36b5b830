import { RequirementCards } from '../../../src/components/admission/RequirementCards'
import { PageBanner } from '../../../src/components/PageBanner'
import { PageTitle } from '../../../src/components/PageTitle'
import { SmartLink } from '../../../src/components/SmartLink'
import { ADMISSION_REQUIREMENTS } from '../../../src/content/admission'
import { SITE } from '../../../src/content/site'

export default function Page() {
  return (
    <>
      <PageTitle title="Admission Requirements" description="Who can apply to the bachelor and master programmes of the university." />
      <PageBanner title="Admission Requirements" subtitle="Bachelor and master programmes" />
      <div className="container">
        <RequirementCards sections={ADMISSION_REQUIREMENTS} />
        <p className="mt-4">
          Read the <a href="/admission-instruction">admission circular</a> of the current intake for its dates and admission test, and the{' '}
          <a href="/fees">fees</a> of each programme.
        </p>
        <SmartLink link={{ label: 'Apply Now', href: SITE.external.applyOnline, external: true }} className="btn btn-success" />
      </div>
    </>
  )
}
