import type { ReactNode } from 'react'
import type { TeacherProfile } from '../../domain/types'
import { IMAGE_SIZES } from '../../logic/images'
import { Accordion } from '../Accordion'
import { Icon, iconMail, iconPhone } from '../Icon'
import { Breadcrumbs } from '../Breadcrumbs'
import { PageTitle } from '../PageTitle'
import { ResponsiveImage } from '../ResponsiveImage'
import { SITE } from '../../content/site'
import { DEFAULT_TEACHER_IMAGE } from '../TeacherCard'
import { EMPTY_SECTION_TEXT, profileSections, researchLinks } from './profile'
import './faculty.css'

function Profile({ profile }: { profile: TeacherProfile }) {
  const sections = profileSections(profile)
  const links = researchLinks(profile.research)
  return (
    <article className="faculty-profile">
      <div className="row g-4 align-items-start">
        <div className="col-12 col-md-4 col-lg-3">
          <ResponsiveImage
            src={profile.picture?.url ?? DEFAULT_TEACHER_IMAGE}
            sizes={IMAGE_SIZES.profile}
            maxWidth={640}
            alt={`Photo of ${profile.name}`}
            className="img-fluid rounded border faculty-profile__photo"
            width={300}
            height={300}
          />
        </div>
        <div className="col-12 col-md-8 col-lg-9">
          <h1 className="h2 mb-1">{profile.name}</h1>
          {profile.designation ? <p className="lead mb-1">{profile.designation}</p> : null}
          {profile.department ? <p className="mb-3">Department of {profile.department}</p> : null}
          <ul className="list-unstyled mb-3">
            {profile.mobileNumber ? (
              <li>
                <Icon glyph={iconPhone} size={16} /> <a href={`tel:${profile.mobileNumber}`}>{profile.mobileNumber}</a>
              </li>
            ) : null}
            {profile.email ? (
              <li className="text-break">
                <Icon glyph={iconMail} size={16} /> <a href={`mailto:${profile.email}`}>{profile.email}</a>
              </li>
            ) : null}
          </ul>
          {links.length ? (
            <nav aria-label="Research profiles">
              <ul className="list-inline mb-0">
                {links.map((link) => (
                  <li key={link.label} className="list-inline-item mb-2">
                    <a href={link.href} target="_blank" rel="noopener noreferrer" className="btn btn-sm btn-outline-success">
                      {link.label}
                      <span className="visually-hidden"> (opens in a new tab)</span>
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </div>
      </div>
      {profile.about ? (
        <section className="mt-4">
          <h2 className="h4 faculty-profile__heading">About</h2>
          <p className="text-prewrap">{profile.about}</p>
        </section>
      ) : null}
      <section className="mt-4" aria-label="Academic profile">
        <Accordion
          headingLevel={2}
          initialOpen={sections.find((s) => s.text)?.key ?? null}
          items={sections.map((s) => ({
            key: s.key,
            title: s.title,
            body: s.text ? <p className="text-prewrap mb-0">{s.text}</p> : <p className="text-body-secondary mb-0">{EMPTY_SECTION_TEXT}</p>,
          }))}
        />
      </section>
    </article>
  )
}

/** Meta description: who the teacher is, then the start of their About. */
function profileDescription(p: TeacherProfile): string {
  const who = [p.name, p.designation, p.department ? `Department of ${p.department}` : ''].filter(Boolean).join(', ')
  return `${who}, ${SITE.name}. ${p.about}`
}

/** /profile/{teacher_id}: picture, basic details, About and the seven sections (spec §2). */
export function FacultyProfile({ profile, error }: { profile: TeacherProfile | null; error: string | null }) {
  let body: ReactNode
  if (profile) {
    body = <Profile profile={profile} />
  } else {
    body = (
      <>
        <h1 className="h2">Faculty Profile</h1>
        {error ? (
          <p className="alert alert-danger" role="alert">
            {error}
          </p>
        ) : (
          <p className="lead py-3">Faculty data not found</p>
        )}
        <p>
          <a href="/faculty">See all faculty members</a>
        </p>
      </>
    )
  }
  return (
    <>
      <PageTitle
        title={profile ? profile.name : 'Faculty Profile'}
        description={profile ? profileDescription(profile) : (error ?? 'Faculty data not found')}
        type={profile ? 'profile' : 'website'}
        image={profile?.picture ? { url: profile.picture.url, alt: `Photo of ${profile.name}` } : null}
      />
      <div className="container py-4">
        <Breadcrumbs current={profile ? profile.name : 'Faculty Profile'} />
        {body}
      </div>
    </>
  )
}
