import { circularOf } from '../../content/admission'
import type { Intake } from '../../content/intakes'
import type { OfferedProgramme } from '../../data/summaries'
import { SITE } from '../../content/site'
import { formatTaka } from '../../logic/fees'
import { PageBanner } from '../PageBanner'
import { PageTitle } from '../PageTitle'
import { TotalledTable } from '../programme/Lists'
import { Section } from '../programme/Section'
import { SmartLink } from '../SmartLink'
import { telHref } from './ContactCards'
import type { IntakeStage } from '../../logic/expiry'
import './admission.css'
import { programmePath } from '../../routes/paths'

/** Said above a circular (or an advertisement) whose application deadline has passed. */
export function IntakeClosedNotice({ intake: c, stage }: { intake: Intake; stage: Exclude<IntakeStage, 'open'> }) {
  return (
    <p className="alert alert-warning intake-closed" role="status">
      {`Applications for this intake closed on ${c.lastDateToApply.text}. `}
      {stage === 'tested' ? (
        <>
          {`The admission test was held on ${c.admissionTest.text}. `}
          <a href="/admission-result">Admission test result</a>
        </>
      ) : (
        `The admission test is on ${c.admissionTest.text}.`
      )}
    </p>
  )
}

/**
 * The admission circular: dates, programmes, test marks, application steps, helpline, full circular
 * link; once its last date to apply has passed, a notice says so above it.
 */
export function CircularView({ intake, programmes, stage = 'open' }: { intake: Intake; programmes: readonly OfferedProgramme[]; stage?: IntakeStage }) {
  const c = circularOf(intake)
  return (
    <>
      <PageTitle title={c.title} description={`Important dates, programmes, admission test and how to apply for ${intake.name}.`} />
      <PageBanner title={c.title} subtitle="Apply online for the bachelor and master programmes" />
      <div className="container circular">
        {stage === 'open' ? null : <IntakeClosedNotice intake={intake} stage={stage} />}
        <p className="lead">{c.intro}</p>

        <div className="row g-4">
          <div className="col-12 col-lg-6">
            <Section id="dates" title="Important Dates">
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
            <Section id="programmes" title="Programmes Offered">
              <ul>
                {programmes.map((p) => (
                  <li key={p.slug}>
                    <a href={programmePath(p.slug)}>{p.title}</a>
                  </li>
                ))}
              </ul>
            </Section>
          </div>
        </div>

        <Section id="test" title="Admission Test">
          <p>
            The admission test carries {c.testTotalMarks} marks for all groups. It is held on{' '}
            <time dateTime={c.admissionTest.dateTime}>{c.admissionTest.text}</time>.
          </p>
          <div className="row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3">
            {c.testMarks.map((g) => (
              <div className="col" key={g.group}>
                <h3 className="h6 mb-0">{g.group}</h3>
                <p className="small text-body-secondary mb-1">For {g.programmes}</p>
                <TotalledTable
                  label={`Admission test marks, ${g.group}`}
                  caption={`Subjects and marks of the ${g.group} group`}
                  columns={['Subject', 'Marks']}
                  rows={g.parts.map((part) => ({ label: part.subject, value: part.marks }))}
                  className="test-marks"
                />
              </div>
            ))}
          </div>
        </Section>

        <Section id="apply" title="How to Apply">
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
              Photograph: {c.photo.widthPx}x{c.photo.heightPx} px; signature: {c.signature.widthPx}x{c.signature.heightPx} px.
            </li>
            <li>Application fee: Tk {formatTaka(c.applicationFee)}, paid by mobile payment or at the accounts office.</li>
            <li>
              After applying, download your <a href="/admit-card">admit card</a> and your <a href="/admission-form">admission form</a>.
            </li>
          </ul>
        </Section>

        <Section id="helpline" title="Helpline">
          <p className="mb-1">For help with your application, call:</p>
          <ul>
            {c.helpline.phones.map((phone) => (
              <li key={phone}>
                <a href={telHref(phone)}>{phone}</a>
              </li>
            ))}
          </ul>
          <p>
            or write to <a href={`mailto:${c.helpline.email}`}>{c.helpline.email}</a>.
          </p>
        </Section>

        <div className="d-flex flex-wrap gap-2">
          <SmartLink link={{ label: 'Read the full circular', href: c.fullCircularUrl, external: true }} className="btn btn-outline-success" />
          <SmartLink link={{ label: 'Apply Now', href: SITE.external.applyOnline, external: true }} className="btn btn-success" />
        </div>
      </div>
    </>
  )
}
