import type { DepartmentRecord } from '../../content/departments'
import { PROGRAMME_NAMES } from '../../content/programmes/names'
import { SITE } from '../../content/site'
import type { TeacherCard as Teacher } from '../../domain/types'
import { CardGrid } from '../office/CardGrid'
import { ContactBlock } from '../office/ContactBlock'
import { Breadcrumbs } from '../Breadcrumbs'
import { PageTitle } from '../PageTitle'
import { TeacherCard } from '../TeacherCard'
import './DepartmentPage.css'
import { programmePath } from '../../routes/paths'

/** Tagline of the welcome-style hero (/eng, /gds, /htm, /law). */
const DEPARTMENT_TAGLINE = 'Building bright minds with a strong foundation in knowledge, innovation, and community.'

/** The department pages share the university's front-office number. */
const DEPARTMENT_PHONE = SITE.phones[0]

/** Seconds of fade-in delay added per card of the faculty grid. */
export const CARD_DELAY_STEP_S = 0.05

/** A department landing page: hero, about, faculty cards (from the teacher list) and the office block. */
export function DepartmentPage({ department, teachers }: { department: DepartmentRecord; teachers: Teacher[] }) {
  return (
    <div className="department-page">
      <PageTitle title={department.title} description={`${department.name}, ${department.school}, ${SITE.name}. ${department.lead}`} />
      <Hero department={department} />
      <div className="container">
        <section id="about" className="department-about py-4" aria-labelledby="department-about-heading" tabIndex={-1}>
          <h2 id="department-about-heading" className="department-heading">
            About the Department
          </h2>
          <p className="text-body-secondary">{department.school}</p>
          {department.about.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {department.programmes.length > 0 ? (
            <>
              <h3 className="h5 mt-3">Programmes</h3>
              <ul className="list-unstyled d-flex flex-wrap gap-2">
                {department.programmes.map((slug) => (
                  <li key={slug}>
                    <a className="btn btn-outline-success btn-sm" href={programmePath(slug)}>
                      {PROGRAMME_NAMES[slug]}
                    </a>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </section>
        {department.departmentId !== null ? <Faculty teachers={teachers} /> : null}
        {department.officeBlock ? (
          <ContactBlock
            heading="Department Office"
            address={`${department.office.room}, ${SITE.address}`}
            phone={DEPARTMENT_PHONE}
            email={department.office.email}
            appointmentSubject={`Appointment request: ${department.name}`}
          />
        ) : null}
      </div>
    </div>
  )
}

function Hero({ department }: { department: DepartmentRecord }) {
  const actions = (
    <div className="d-flex flex-wrap gap-2 mt-3">
      <a className="btn btn-warning fw-semibold" href={SITE.external.applyOnline} target="_blank" rel="noopener noreferrer">
        Apply Now
      </a>
      <a className="btn btn-outline-light" href="#about">
        Learn More
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
          <span className="department-hero__welcome">Welcome to the</span> {department.name}
        </h1>
        <p className="lead mb-0">{DEPARTMENT_TAGLINE}</p>
        <div className="d-flex justify-content-center">{actions}</div>
      </div>
    </header>
  )
}

function Faculty({ teachers }: { teachers: Teacher[] }) {
  return (
    <CardGrid
      id="department-faculty-heading"
      heading="Our Faculty"
      headingClassName="department-heading"
      emptyText="Faculty information will be published soon."
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
