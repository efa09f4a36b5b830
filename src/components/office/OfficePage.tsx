import { SITE } from '../../content/site'
import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { localeHref, type Locale } from '../../routes/locale'
import { RESEARCH_PROFILES, type Officer, type OfficeRecord, type OfficeSection, type StaffMember } from '../../content/offices/types'
import { IMAGE_SIZES } from '../../logic/images'
import { CardGrid } from './CardGrid'
import { ContactBlock } from './ContactBlock'
import { Icon, iconMail, iconPhone } from '../Icon'
import { PageBanner } from '../PageBanner'
import { PageTitle } from '../PageTitle'
import { ResponsiveImage } from '../ResponsiveImage'
import { DEFAULT_TEACHER_IMAGE } from '../TeacherCard'
import './OfficePage.css'

/**
 * Every office and leadership page: banner, officer card (optional), message or description,
 * extra sections, staff grid, vision/mission/goals cards and the contact strip.
 */
export function OfficePage({ office }: { office: OfficeRecord }) {
  const locale = useLocale()
  const { officer, message, about } = office
  const text = message ?? about
  return (
    <>
      <PageTitle title={office.title} description={office.summary} />
      <PageBanner title={office.title} subtitle={office.subtitle} />
      <div className="container office-page">
        <div className="row g-4 mb-4">
          {officer ? (
            <div className="col-12 col-lg-4">
              <OfficerCard officer={officer} locale={locale} />
            </div>
          ) : null}
          <section className={officer ? 'col-12 col-lg-8' : 'col-12'} aria-labelledby="office-about">
            <h2 id="office-about" className="office-heading">
              {text.heading}
            </h2>
            {text.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </section>
        </div>
        {message ? <TextSection section={about} locale={locale} /> : null}
        {office.sections?.map((section) => <TextSection key={section.heading} section={section} locale={locale} />)}
        {office.staff ? <StaffGrid staff={office.staff} locale={locale} /> : null}
        <section className="row g-4 my-2" aria-label={m.office_visionMissionGoals({}, { locale })}>
          <div className="col-12 col-md-6 col-lg-4">
            <GuideCard heading={m.office_ourVision({}, { locale })}>
              <p className="mb-0">{office.vision}</p>
            </GuideCard>
          </div>
          <div className="col-12 col-md-6 col-lg-4">
            <GuideCard heading={m.office_ourMission({}, { locale })}>
              <p className="mb-0">{office.mission}</p>
            </GuideCard>
          </div>
          <div className="col-12 col-lg-4">
            <GuideCard heading={m.office_ourGoals({}, { locale })}>
              <ul className="mb-0 ps-3">
                {office.goals.map((goal) => (
                  <li key={goal}>{goal}</li>
                ))}
              </ul>
            </GuideCard>
          </div>
        </section>
        <ContactBlock
          heading={m.office_contactOffice({}, { locale })}
          address={`${office.contact.room}, ${SITE.in(locale).address}`}
          phone={office.contact.phone}
          email={office.contact.email}
          hours={office.contact.hours}
          appointmentSubject={m.office_appointmentSubject({ name: office.title }, { locale })}
        />
      </div>
    </>
  )
}

function OfficerCard({ officer, locale }: { officer: Officer; locale: Locale }) {
  return (
    <article className="card h-100 office-officer" aria-labelledby="office-officer-name">
      {officer.noPhoto ? null : (
        <ResponsiveImage
          src={officer.photo ?? DEFAULT_TEACHER_IMAGE}
          sizes={IMAGE_SIZES.officer}
          maxWidth={960}
          alt={m.common_photoOf({ name: officer.name }, { locale })}
          className="card-img-top office-officer__photo"
          width={300}
          height={300}
        />
      )}
      <div className="card-body">
        <h2 id="office-officer-name" className="h5 mb-1">
          {officer.name}
        </h2>
        <p className="fw-semibold text-success-emphasis mb-2">{officer.designation}</p>
        {officer.details?.map((line) => (
          <p key={line} className="small text-body-secondary mb-1">
            {line}
          </p>
        ))}
        <p className="mb-1 mt-2 d-flex align-items-center gap-2">
          <Icon glyph={iconPhone} size={16} />
          <a href={`tel:${officer.phone.replace(/\s/g, '')}`}>{officer.phone}</a>
        </p>
        <p className="mb-0 d-flex align-items-center gap-2 text-break">
          <Icon glyph={iconMail} size={16} />
          <a href={`mailto:${officer.email}`}>{officer.email}</a>
        </p>
        {officer.researchProfiles ? <ResearchProfiles locale={locale} /> : null}
      </div>
    </article>
  )
}

/**
 * The five research profiles, named: their links are not published yet, so they are text that says so, not controls
 * (disabled buttons looked tappable and did nothing on touch, where their "coming soon" tooltip never shows).
 */
function ResearchProfiles({ locale }: { locale: Locale }) {
  return (
    <div className="mt-3">
      <p className="small text-muted mb-1">{m.office_profilesComingSoon({}, { locale })}</p>
      <ul className="office-profiles list-unstyled mb-0">
        {RESEARCH_PROFILES.map((label) => (
          <li key={label} className="office-profiles__name">
            {label}
          </li>
        ))}
      </ul>
    </div>
  )
}

function TextSection({ section, locale }: { section: OfficeSection; locale: Locale }) {
  // Letters, their signs and digits of any script: a Bengali heading keeps its own id (ASCII-only ids made them all 'section--').
  const id = `section-${section.heading.toLowerCase().replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')}`
  return (
    <section className="mb-4" aria-labelledby={id}>
      <h2 id={id} className="office-heading">
        {section.heading}
      </h2>
      {section.paragraphs?.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {section.items ? (
        <ul className="office-list">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
      {section.links ? (
        <p className="d-flex flex-wrap gap-2">
          {section.links.map((link) => (
            <a key={link.href} href={localeHref(locale, link.href)} className="btn btn-outline-success btn-sm">
              {link.label}
            </a>
          ))}
        </p>
      ) : null}
    </section>
  )
}

function StaffGrid({ staff, locale }: { staff: StaffMember[]; locale: Locale }) {
  return (
    <CardGrid
      id="office-staff"
      heading={m.office_ourStaff({}, { locale })}
      headingClassName="office-heading"
      emptyText={m.office_staffSoon({}, { locale })}
      items={staff}
      keyOf={(member) => member.id}
      renderItem={(member) => <StaffCard member={member} locale={locale} />}
      className="mb-4"
    />
  )
}

/** A staff member's card: photo (default when none), name, designation, department, mobile, e-mail. */
function StaffCard({ member, locale }: { member: StaffMember; locale: Locale }) {
  return (
    <article className="card h-100 office-staff-card">
      <ResponsiveImage
        src={member.image ?? DEFAULT_TEACHER_IMAGE}
        sizes={IMAGE_SIZES.cardGrid}
        maxWidth={960}
        alt={m.common_photoOf({ name: member.name }, { locale })}
        className="card-img-top office-staff-card__photo"
        loading="lazy"
        decoding="async"
        width={300}
        height={300}
      />
      <div className="card-body small">
        <h3 className="h6 mb-1">{member.name}</h3>
        <p className="mb-1">{member.designation}</p>
        <p className="text-body-secondary mb-2">{member.department}</p>
        <p className="mb-1">
          <a href={`tel:${member.mobile.replace(/\s/g, '')}`}>{member.mobile}</a>
        </p>
        <p className="mb-0 text-break">
          <a href={`mailto:${member.email}`}>{member.email}</a>
        </p>
      </div>
    </article>
  )
}

function GuideCard({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <article className="card h-100 office-guide">
      <div className="card-body">
        <h2 className="h5 office-guide__title">{heading}</h2>
        {children}
      </div>
    </article>
  )
}
