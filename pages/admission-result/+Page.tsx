import { useData } from '../../src/hooks/usePageContext'
import { PageBanner } from '../../src/components/PageBanner'
import { PageTitle } from '../../src/components/PageTitle'
import { listHref } from '../../src/routes/paths'
import type { Data } from './+data'

/**
 * The admission test result: the site holds no result list (spec: no form, no call), so the page
 * says plainly where the intake stands and where results appear once published.
 */
export default function Page() {
  const { intake, stage } = useData<Data>()
  const test = intake.admissionTest
  return (
    <>
      <PageTitle
        title="Admission Test Result"
        description={`Admission test result of the ${intake.name} intake: when the test is held, and where the results are published (a notice on this site, an SMS to selected applicants).`}
      />
      <PageBanner title="Admission Test Result" />
      <div className="container admission-result">
        <section className="card card-body mb-4" aria-labelledby="result-status">
          <h2 id="result-status" className="h4">
            Results have not been published yet
          </h2>
          {stage === 'tested' ? (
            <p className="mb-2">
              The admission test was held on <time dateTime={test.dateTime}>{test.text}</time>. Results are published as a notice on this site as soon as they
              are ready, and selected applicants are told by SMS.
            </p>
          ) : (
            <p className="mb-2">
              The admission test is on <time dateTime={test.dateTime}>{test.text}</time>. Results are published after the test, as a notice on this site, and
              selected applicants are told by SMS.
            </p>
          )}
          <ul className="mb-0">
            <li>
              <a href={listHref('/all-notice', { title: 'result' })}>Result notices</a>
            </li>
            <li>
              <a href="/offer-letter">Download your offer letter</a> (selected applicants, once results are out)
            </li>
            <li>
              <a href="/admit-card">Download your admit card</a> (before the test)
            </li>
          </ul>
        </section>
      </div>
    </>
  )
}
