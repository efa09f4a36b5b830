import { BUILT_ON_SERVER } from '../JsonLd'
import type { ReactNode } from 'react'
import type { CareerOpening } from '../../domain/types'
import { genderLabel, JOB_TYPE_LABELS, subjectLabel } from '../../logic/careers'
import { PageBanner } from '../PageBanner'
import { PageTitle } from '../PageTitle'
import { usePageContext } from '../../hooks/usePageContext'
import { SITE } from '../../content/site'
import { formatDate } from '../../logic/dates'
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
      <p className="text-prewrap mb-0">{text}</p>
    </section>
  )
}

/** Meta description: the post, its closing date, then the start of its responsibilities or qualification. */
function careerDescription(career: CareerOpening, closed: boolean): string {
  const deadline = `${closed ? 'Applications closed' : 'Apply by'} ${formatDate(career.endDate)}.`
  return `${careerTitle(career)} at ${SITE.name}. ${deadline} ${career.responsibilities || career.qualification}`
}

/** The page's title: the post and its department ("Lecturer, Computer Science and Engineering"). */
export const careerTitle = (career: CareerOpening | null) =>
  career ? [career.designation, career.department].filter(Boolean).join(', ') || 'Career Details' : 'Career Details'

/**
 * /career-details/{id}: every field of one opening, blanks as 'Relevant' and 'For All' (spec §2);
 * an opening past its closing date says so.
 */
export function CareerDetails({ career, error, closed = false }: { career: CareerOpening | null; error: string | null; closed?: boolean }) {
  const pageContext = usePageContext()
  let body: ReactNode
  if (error) {
    body = (
      <p className="alert alert-danger" role="alert">
        {error}
      </p>
    )
  } else if (!career) {
    body = <p className="lead py-4">No data found.</p>
  } else {
    const facts: [string, ReactNode][] = [
      ['Designation', career.designation],
      ['Department', career.department || '—'],
      ['Subject', subjectLabel(career)],
      ['Start Date', <DateText date={career.startDate} />],
      ['End Date', <DateText date={career.endDate} />],
      ['Number of Positions', career.positionNumber || '—'],
      ['Gender', genderLabel(career)],
      ['Job Type', JOB_TYPE_LABELS[career.jobType]],
    ]
    body = (
      <article>
        <h2 className="h3 mb-3">
          {career.designation}
          {closed ? <span className="badge text-bg-secondary ms-2 align-middle career-list__closed">Closed</span> : null}
          <span className="d-block h5 text-body-secondary mt-1">{career.department}</span>
        </h2>
        {closed ? (
          <p className="alert alert-secondary" role="status">
            Applications for this post closed on <DateText date={career.endDate} />.
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
        <TextSection title="Qualification" text={career.qualification} />
        <TextSection title="Responsibilities" text={career.responsibilities} />
        <TextSection title="Additional Requirement" text={career.additionalRequirement} />
        {career.advertisement ? (
          <p>
            <a href={career.advertisement.url} download={downloadName(career)} className="btn btn-success">
              Download Advertisement
            </a>
          </p>
        ) : null}
        <p className="mt-4">
          <a href="/career">Back to all openings</a>
        </p>
      </article>
    )
  }
  return (
    <>
      <PageTitle
        title={careerTitle(career)}
        description={career ? careerDescription(career, closed) : (error ?? 'No data found.')}
        structuredData={!career ? [] : import.meta.env.SSR ? [jobPostingData(pageContext.siteOrigin ?? '', career, careerTitle(career), pageContext.canonicalUrl)] : BUILT_ON_SERVER}
      />
      <PageBanner title="Career Details" crumb={careerTitle(career)} />
      <div className="container career-details">{body}</div>
    </>
  )
}
