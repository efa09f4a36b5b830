import { circularOf } from '../../content/admission'
import type { Intake } from '../../content/intakes'
import type { OfferedProgramme } from '../../data/summaries'
import { SITE_FACTS } from '../../content/site'
import { useLocale } from '../../hooks/usePageContext'
import { formatTaka } from '../../i18n/format-taka'
import { m } from '../../i18n/messages'
import { formatNumber } from '../../i18n/numbers'
import { localeHref } from '../../routes/locale'
import { PageBanner } from '../PageBanner'
import { PageTitle } from '../PageTitle'
import { TotalledTable } from '../programme/Lists'
import { shortNamesOf } from '../programme/short-names'
import { Section } from '../programme/Section'
import { LangText } from '../LangText'
import { SmartLink } from '../SmartLink'
import { telHref } from './ContactCards'
import type { IntakeStage } from '../../logic/expiry'
import './admission.css'
import { programmePath } from '../../routes/paths'

/** Said above a circular (or an advertisement) whose application deadline has passed. */
export function IntakeClosedNotice({ intake: c, stage }: { intake: Intake; stage: Exclude<IntakeStage, 'open'> }) {
  const locale = useLocale()
  return (
    <p className="alert alert-warning intake-closed" role="status">
      {m.circular_closedOn({ date: c.lastDateToApply.text }, { locale })}
      {stage === 'tested' ? (
        <>
          {m.circular_testWasHeld({ date: c.admissionTest.text }, { locale })}
          <a href={localeHref(locale, '/admission-result')}>{m.circular_testResult({}, { locale })}</a>
        </>
      ) : (
        m.circular_testIsOn({ date: c.admissionTest.text }, { locale })
      )}
    </p>
  )
}

/**
 * The admission circular: dates, programmes, test marks, application steps, helpline, full circular
 * link; once its last date to apply has passed, a notice says so above it.
 */
export function CircularView({ intake, programmes, stage = 'open' }: { intake: Intake; programmes: readonly OfferedProgramme[]; stage?: IntakeStage }) {
  const locale = useLocale()
  // The intake comes named in the page's language (+data); so does its circular.
  const c = circularOf(intake, locale)
  const num = (n: number) => formatNumber(n, locale)
  return (
    <>
      <PageTitle title={c.title} description={m.circular_description({ intake: intake.name }, { locale })} />
      <PageBanner title={c.title} subtitle={m.circular_subtitle({}, { locale })} />
      <div className="container circular">
        {stage === 'open' ? null : <IntakeClosedNotice intake={intake} stage={stage} />}
        <p className="lead">{c.intro}</p>

        <div className="row g-4">
          <div className="col-12 col-lg-6">
            <Section id="dates" title={m.circular_importantDates({}, { locale })}>
              <dl className="card card-body circular-dates mb-0">
                {[c.lastDateToApply, c.admissionTest].map((d) => (
                  <div key={d.event} className="mb-2">
                    <dt>{d.event}</dt>
                    <dd className="mb-0">
                      <time dateTime={d.dateTime}>{d.text}</time>
                    </dd>
                  </div>
                ))}
              </dl>
            </Section>
          </div>
          <div className="col-12 col-lg-6">
            <Section id="programmes" title={m.circular_programmesOffered({}, { locale })}>
              <ul>
                {programmes.map((p) => (
                  <li key={p.slug}>
                    <a href={localeHref(locale, programmePath(p.slug))}>{p.title}</a>
                  </li>
                ))}
              </ul>
            </Section>
          </div>
        </div>

        <Section id="test" title={m.circular_admissionTest({}, { locale })}>
          <p>
            {m.circular_testMarks({ marks: num(c.testTotalMarks) }, { locale })}{' '}
            <time dateTime={c.admissionTest.dateTime}>{c.admissionTest.text}</time>
            {m.common_fullStop({}, { locale })}
          </p>
          <div className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3">
            {c.testMarks.map((g) => (
              <div className="col" key={g.group}>
                <h3 className="h6 mb-0">{g.group}</h3>
                <p className="small text-body-secondary mb-1">
                  <LangText text={m.circular_forProgrammes({ programmes: shortNamesOf(g.programmes, locale) }, { locale })} />
                </p>
                <TotalledTable
                  label={m.circular_testMarksOfGroup({ group: g.group }, { locale })}
                  caption={m.circular_subjectsOfGroup({ group: g.group }, { locale })}
                  columns={[m.common_subject({}, { locale }), m.common_marks({}, { locale })]}
                  rows={g.parts.map((part) => ({ label: part.subject, value: part.marks }))}
                  className="test-marks"
                />
              </div>
            ))}
          </div>
        </Section>

        <Section id="apply" title={m.circular_howToApply({}, { locale })}>
          <ol className="circular-steps">
            {c.steps.map((step) => (
              <li key={step.text}>
                {step.text}
                {step.link ? (
                  <>
                    {' '}
                    <SmartLink link={step.link} />
                  </>
                ) : null}
              </li>
            ))}
          </ol>
          <ul>
            <li>
              {m.circular_photoSizes(
                { photoWidth: num(c.photo.widthPx), photoHeight: num(c.photo.heightPx), signatureWidth: num(c.signature.widthPx), signatureHeight: num(c.signature.heightPx) },
                { locale },
              )}
            </li>
            <li>{m.circular_applicationFee({ amount: formatTaka(c.applicationFee, locale) }, { locale })}</li>
            <li>
              {`${m.circular_afterApplyingBefore({}, { locale })} `}
              <a href={localeHref(locale, '/admit-card')}>{m.circular_admitCard({}, { locale })}</a>
              {` ${m.circular_afterApplyingBetween({}, { locale })} `}
              <a href={localeHref(locale, '/admission-form')}>{m.circular_admissionForm({}, { locale })}</a>
              {m.circular_afterApplyingAfter({}, { locale })}
            </li>
          </ul>
        </Section>

        <Section id="helpline" title={m.circular_helpline({}, { locale })}>
          <p className="mb-1">{m.circular_helplineCall({}, { locale })}</p>
          <ul>
            {c.helpline.phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)}>{phone}</a>
              </li>
            ))}
          </ul>
          <p>
            {`${m.circular_orWriteTo({}, { locale })} `}
            <a href={`mailto:${c.helpline.email}`}>{c.helpline.email}</a>
            {m.common_fullStop({}, { locale })}
          </p>
        </Section>

        <div className="d-flex flex-wrap gap-2">
          <SmartLink link={{ label: m.circular_readFull({}, { locale }), href: c.fullCircularUrl, external: true }} className="btn btn-outline-success" />
          <SmartLink link={{ label: m.common_applyNow({}, { locale }), href: SITE_FACTS.external.applyOnline, external: true }} className="btn btn-success" />
        </div>
      </div>
    </>
  )
}
