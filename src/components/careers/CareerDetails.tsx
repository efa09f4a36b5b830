import type { ReactNode } from 'react'
import type { CareerOpening } from '../../domain/types'
import { genderLabel, jobTypeLabel, subjectLabel } from '../../logic/careers'
import { PageBanner } from '../PageBanner'
import { PageTitle } from '../PageTitle'
import { usePageContext } from '../../hooks/usePageContext'
import { SITE_NAME } from '../../content/site'
import { formatDateIn } from '../../i18n/format'
import { m } from '../../i18n/messages'
import { formatNumber } from '../../i18n/numbers'
import { localeHref } from '../../routes/paths'
import type { Locale } from '../../routes/locale'
import { FailureAlert, failureText } from '../FailureAlert'
import { LangText } from '../LangText'
import { jobPostingData } from '../../seo/structured-data'
import './careers.css'
import { DateText } from '../DateText'

/** File name offered for the advertisement download: the post, then the file's own extension. */
function downloadName(career: CareerOpening): string {
  const ext = /\.([a-z0-9]+)$/i.exec(career.advertisement?.path ?? '')?.[1]?.toLowerCase() ?? 'pdf'
  const slug = `${career.designation} ${career.department}`.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')
  return `Advertisement-${slug}.${ext}`
}

function TextSection({ title, text }: { title: string; text: string }) {
  if (!text) return null
  return (
    <section className="mb-4">
      <h2 className="h5 career-details__heading">{title}</h2>
      <p className="text-prewrap mb-0">
        <LangText text={text} />
      </p>
    </section>
  )
}

/** Meta description: the post, its closing date, then the start of its responsibilities or qualification. */
function careerDescription(career: CareerOpening, closed: boolean, locale: Locale): string {
  const deadline = `${closed ? m.career_applicationsClosed({}, { locale }) : m.career_applyBy({}, { locale })} ${formatDateIn(career.endDate, locale)}`
  const site = SITE_NAME[locale]
  return m.careers_describedAs({ title: careerTitle(career, locale), site, deadline, text: career.responsibilities || career.qualification }, { locale })
}

/** The page's title: the post and its department ("Lecturer, Computer Science and Engineering"). */
const careerTitle = (career: CareerOpening | null, locale: Locale) =>
  (career && [career.designation, career.department].filter(Boolean).join(', ')) || m.career_detailsTitle({}, { locale })

/** "2" as the page writes numbers ("২" on /bn); anything else as published. */
const positionsText = (positions: string, locale: Locale) => (/^\d{1,6}$/.test(positions) ? formatNumber(Number(positions), locale) : positions)

/**
 * /career-details/{id}: every field of one opening, blanks as 'Relevant' and 'For All' (spec §2);
 * an opening past its closing date says so.
 */
export function CareerDetails({ career, error, closed = false }: { career: CareerOpening | null; error: string | null; closed?: boolean }) {
  const pageContext = usePageContext()
  const locale = pageContext.locale ?? 'en'
  const title = careerTitle(career, locale)
  let body: ReactNode
  if (error) {
    body = <FailureAlert error={error} />
  } else if (!career) {
    body = <p className="lead py-4">{m.common_noDataFound({}, { locale })}</p>
  } else {
    const facts: [string, ReactNode][] = [
      [m.common_designation({}, { locale }), <LangText text={career.designation} />],
      [m.common_department({}, { locale }), career.department ? <LangText text={career.department} /> : '—'],
      [m.career_subject({}, { locale }), <LangText text={subjectLabel(career, locale)} />],
      [m.career_startDate({}, { locale }), <DateText date={career.startDate} />],
      [m.career_endDate({}, { locale }), <DateText date={career.endDate} />],
      [m.career_positions({}, { locale }), career.positionNumber ? <LangText text={positionsText(career.positionNumber, locale)} /> : '—'],
      [m.career_gender({}, { locale }), <LangText text={genderLabel(career, locale)} />],
      [m.career_jobType({}, { locale }), jobTypeLabel(career.jobType, locale)],
    ]
    body = (
      <article>
        <h2 className="h3 mb-3">
          <LangText text={career.designation} />
          {closed ? <span className="badge text-bg-secondary ms-2 align-middle career-list__closed">{m.common_closed({}, { locale })}</span> : null}
          <span className="d-block h5 text-body-secondary mt-1">
            <LangText text={career.department} />
          </span>
        </h2>
        {closed ? (
          <p className="alert alert-secondary" role="status">
            {`${m.career_closedOn({}, { locale })} `}
            <DateText date={career.endDate} />
            {m.careers_closedOnEnd({}, { locale })}
          </p>
        ) : null}
        <dl className="career-details__facts mb-4">
          {facts.map(([label, value]) => (
            <div key={label} className="career-details__fact">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <TextSection title={m.career_qualification({}, { locale })} text={career.qualification} />
        <TextSection title={m.career_responsibilities({}, { locale })} text={career.responsibilities} />
        <TextSection title={m.career_additional({}, { locale })} text={career.additionalRequirement} />
        {career.advertisement ? (
          <p>
            <a href={career.advertisement.url} download={downloadName(career)} className="btn btn-success">
              {m.career_downloadAdvertisement({}, { locale })}
            </a>
          </p>
        ) : null}
        <p className="mt-4">
          <a href={localeHref(locale, '/career')}>{m.career_backToAll({}, { locale })}</a>
        </p>
      </article>
    )
  }
  return (
    <>
      <PageTitle
        title={title}
        description={career ? careerDescription(career, closed, locale) : (error ? failureText(error, locale) : m.common_noDataFound({}, { locale }))}
        structuredData={career ? [jobPostingData(pageContext.siteOrigin ?? '', career, title, pageContext.canonicalUrl)] : []}
      />
      <PageBanner title={m.career_detailsTitle({}, { locale })} crumb={title} />
      <div className="container career-details">{body}</div>
    </>
  )
}
