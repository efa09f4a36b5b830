import type { DepartmentRecord } from '../../content/departments'
import { PROGRAMME_NAMES } from '../../content/programmes/names'
import { SITE, SITE_FACTS } from '../../content/site'
import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { localeHref, type Locale } from '../../routes/locale'
import type { TeacherCard as Teacher } from '../../domain/types'
import { CardGrid } from '../office/CardGrid'
import { ContactBlock } from '../office/ContactBlock'
import { Breadcrumbs } from '../Breadcrumbs'
import { PageTitle } from '../PageTitle'
import { TeacherCard } from '../TeacherCard'
import './DepartmentPage.css'
import { programmePath } from '../../routes/paths'

/** The site's name, address and front-office number (the department pages share it), and the programmes' names, in each language. */
const BY_LOCALE = {
  en: { site: SITE.in('en'), programmes: PROGRAMME_NAMES.in('en') },
  bn: { site: SITE.in('bn'), programmes: PROGRAMME_NAMES.in('bn') },
} satisfies Record<Locale, unknown>

/** Seconds of fade-in delay added per card of the faculty grid. */
export const CARD_DELAY_STEP_S = 0.05

/**
 * The page's meta description: English names the department first; Bengali puts the lead sentence first (the summary
 * keeps whole sentences, so the names alone would be all Google reads) and ends with the danda.
 */
const descriptionOf = (d: DepartmentRecord, site: string, locale: Locale) =>
  locale === 'en' ? `${d.name}, ${d.school}, ${site}. ${d.lead}` : `${d.lead} — ${d.name}, ${d.school}, ${site}${m.common_fullStop({}, { locale })}`

/** A department landing page: hero, about, faculty cards (from the teacher list) and the office block. */
export function DepartmentPage({ department, teachers }: { department: DepartmentRecord; teachers: Teacher[] }) {
  const locale = useLocale()
  const { site, programmes } = BY_LOCALE[locale]
  return (
    <div className="department-page">
      <PageTitle title={department.title} description={descriptionOf(department, site.name, locale)} />
      <Hero department={department} locale={locale} />
      <div className="container">
        <section id="about" className="department-about py-4" aria-labelledby="department-about-heading" tabIndex={-1}>
          <h2 id="department-about-heading" className="department-heading">
            {m.department_about({}, { locale })}
          </h2>
          <p className="text-body-secondary">{department.school}</p>
          {department.about.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {department.programmes.length > 0 ? (
            <>
              <h3 className="h5 mt-3">{m.department_programmes({}, { locale })}</h3>
              <ul className="list-unstyled d-flex flex-wrap gap-2">
                {department.programmes.map((slug) => (
                  <li key={slug}>
                    <a className="btn btn-outline-success btn-sm" href={localeHref(locale, programmePath(slug))}>
                      {programmes[slug]}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        {department.departmentId !== null ? <Faculty teachers={teachers} locale={locale} /> : null}
        {department.officeBlock ? (
          <ContactBlock
            heading={m.department_office({}, { locale })}
            address={`${department.office.room}, ${site.address}`}
            phone={site.phones[0]}
            email={department.office.email}
            appointmentSubject={m.office_appointmentSubject({ name: department.name }, { locale })}
          />
        ) : null}
      </div>
    </div>
  )
}

function Hero({ department, locale }: { department: DepartmentRecord; locale: Locale }) {
  const actions = (
    <div className="d-flex flex-wrap gap-2 mt-3">
      <a className="btn btn-warning fw-semibold" href={SITE_FACTS.external.applyOnline} target="_blank" rel="noopener noreferrer">
        {m.common_applyNow({}, { locale })}
      </a>
      <a className="btn btn-outline-light" href="#about">
        {m.common_learnMore({}, { locale })}
      </a>
    </div>
  )
  if (department.hero === 'banner') {
    return (
      <header className="department-hero department-hero--banner">
        <div className="container">
          <Breadcrumbs current={department.name} />
          <p className="department-hero__school mb-1">{department.school}</p>
          <h1>{department.name}</h1>
          <p className="lead mb-0">{department.lead}</p>
          {actions}
        </div>
      </header>
    )
  }
  return (
    <header className="department-hero department-hero--welcome">
      <div className="container text-center">
        <Breadcrumbs current={department.name} className="d-flex justify-content-center" />
        <span className="department-hero__logo" aria-hidden="true">
          {department.shortName}
        </span>
        <h1>
          <span className="department-hero__welcome">{m.department_welcome({}, { locale })}</span> {department.name}
        </h1>
        <p className="lead mb-0">{m.department_tagline({}, { locale })}</p>
        <div className="d-flex justify-content-center">{actions}</div>
      </div>
    </header>
  )
}

function Faculty({ teachers, locale }: { teachers: Teacher[]; locale: Locale }) {
  return (
    <CardGrid
      id="department-faculty-heading"
      heading={m.department_ourFaculty({}, { locale })}
      headingClassName="department-heading"
      emptyText={m.department_facultySoon({}, { locale })}
      items={teachers}
      keyOf={(teacher) => teacher.id}
      renderItem={(teacher) => <TeacherCard teacher={teacher} />}
      itemClassName="department-card"
      // Each card fades and scales in 0.05 s after the one before it.
      itemStyle={(index) => ({ animationDelay: `${Math.round(index * CARD_DELAY_STEP_S * 1000) / 1000}s` })}
      className="py-4"
    />
  )
}
