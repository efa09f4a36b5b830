import { useData, useLocale } from '../../src/hooks/usePageContext'
import { m } from '../../src/i18n/messages'
import { PageBanner } from '../../src/components/PageBanner'
import { PageTitle } from '../../src/components/PageTitle'
import { listHref, localeHref } from '../../src/routes/paths'
import type { Data } from './+data'

/**
 * The admission test result: the site holds no result list (spec: no form, no call), so the page
 * says plainly where the intake stands and where results appear once published.
 */
export default function Page() {
  const { intake, stage } = useData<Data>()
  const locale = useLocale()
  const test = intake.admissionTest
  const title = m.result_title({}, { locale })
  return (
    <>
      <PageTitle title={title} description={m.result_description({ intake: intake.name }, { locale })} />
      <PageBanner title={title} />
      <div className="container admission-result">
        <section className="card card-body mb-4" aria-labelledby="result-status">
          <h2 id="result-status" className="h4">
            {m.result_notPublished({}, { locale })}
          </h2>
          {stage === 'tested' ? (
            <p className="mb-2">
              {`${m.result_testWasHeld({}, { locale })} `}
              <time dateTime={test.dateTime}>{test.text}</time>
              {m.result_testWasHeldAfter({}, { locale })}
            </p>
          ) : (
            <p className="mb-2">
              {`${m.result_testIsOn({}, { locale })} `}
              <time dateTime={test.dateTime}>{test.text}</time>
              {m.result_testIsOnAfter({}, { locale })}
            </p>
          )}
          <ul className="mb-0">
            <li>
              <a href={localeHref(locale, listHref('/all-notice', { title: 'result' }))}>{m.result_notices({}, { locale })}</a>
            </li>
            <li>
              <a href={localeHref(locale, '/offer-letter')}>{m.result_offerLetter({}, { locale })}</a>
              {` ${m.result_offerLetterWhen({}, { locale })}`}
            </li>
            <li>
              <a href={localeHref(locale, '/admit-card')}>{m.result_admitCard({}, { locale })}</a>
              {` ${m.result_admitCardWhen({}, { locale })}`}
            </li>
          </ul>
        </section>
      </div>
    </>
  )
}
