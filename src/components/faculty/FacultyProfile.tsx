import type { ReactNode } from 'react'
import type { TeacherProfile } from '../../domain/types'
import { IMAGE_SIZES } from '../../logic/images'
import { Accordion } from '../Accordion'
import { Icon, iconMail, iconPhone } from '../Icon'
import { Breadcrumbs } from '../Breadcrumbs'
import { PageTitle } from '../PageTitle'
import { ResponsiveImage } from '../ResponsiveImage'
import { SITE_NAME } from '../../content/site'
import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import type { Locale } from '../../routes/locale'
import { localeHref } from '../../routes/paths'
import { FailureAlert, failureText } from '../FailureAlert'
import { LangText } from '../LangText'
import { DEFAULT_TEACHER_IMAGE } from '../TeacherCard'
import { profileSections, researchLinks } from './profile'
import './faculty.css'

function Profile({ profile }: { profile: TeacherProfile }) {
  const locale = useLocale()
  const sections = profileSections(profile, locale)
  const links = researchLinks(profile.research)
  return (
    <article className="faculty-profile">
      <div className="row g-4 align-items-start">
        <div className="col-12 col-md-4 col-lg-3">
          <ResponsiveImage
            src={profile.picture?.url ?? DEFAULT_TEACHER_IMAGE}
            sizes={IMAGE_SIZES.profile}
            maxWidth={640}
            alt={m.common_photoOf({ name: profile.name }, { locale })}
            className="img-fluid rounded border faculty-profile__photo"
            width={300}
            height={300}
          />
        </div>
        <div className="col-12 col-md-8 col-lg-9">
          <h1 className="h2 mb-1">
            <LangText text={profile.name} />
          </h1>
          {profile.designation ? (
            <p className="lead mb-1">
              <LangText text={profile.designation} />
            </p>
          ) : null}
          {profile.department ? (
            <p className="mb-3">
              <LangText text={m.faculty_departmentOf({ department: profile.department }, { locale })} />
            </p>
          ) : null}
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
            <nav aria-label={m.common_researchProfiles({}, { locale })}>
              <ul className="list-inline mb-0">
                {links.map((link) => (
                  <li key={link.label} className="list-inline-item mb-2">
                    <a href={link.href} target="_blank" rel="noopener noreferrer" className="btn btn-sm btn-outline-success">
                      <LangText text={link.label} />
                      <span className="visually-hidden">{` ${m.common_opensInNewTab({}, { locale })}`}</span>
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
          <h2 className="h4 faculty-profile__heading">{m.common_about({}, { locale })}</h2>
          <p className="text-prewrap">
            <LangText text={profile.about} />
          </p>
        </section>
      ) : null}
      <section className="mt-4" aria-label={m.faculty_academicProfile({}, { locale })}>
        <Accordion
          headingLevel={2}
          initialOpen={sections.find((s) => s.text)?.key ?? null}
          items={sections.map((s) => ({
            key: s.key,
            title: s.title,
            body: s.text ? (
              <p className="text-prewrap mb-0">
                <LangText text={s.text} />
              </p>
            ) : (
              <p className="text-body-secondary mb-0">{m.faculty_noInformation({}, { locale })}</p>
            ),
          }))}
        />
      </section>
    </article>
  )
}

/** Meta description: who the teacher is, then the start of their About. */
function profileDescription(p: TeacherProfile, locale: Locale): string {
  const who = [p.name, p.designation, p.department ? m.faculty_departmentOf({ department: p.department }, { locale }) : ''].filter(Boolean).join(', ')
  return m.profile_describedAs({ who, site: SITE_NAME[locale], about: p.about }, { locale })
}

/** /profile/{teacher_id}: picture, basic details, About and the seven sections (spec §2). */
export function FacultyProfile({ profile, error }: { profile: TeacherProfile | null; error: string | null }) {
  const locale = useLocale()
  const heading = m.faculty_profileTitle({}, { locale })
  let body: ReactNode
  if (profile) {
    body = <Profile profile={profile} />
  } else {
    body = (
      <>
        <h1 className="h2">{heading}</h1>
        {error ? <FailureAlert error={error} /> : <p className="lead py-3">{m.faculty_notFound({}, { locale })}</p>}
        <p>
          <a href={localeHref(locale, '/faculty')}>{m.faculty_seeAll({}, { locale })}</a>
        </p>
      </>
    )
  }
  return (
    <>
      <PageTitle
        title={profile ? profile.name : heading}
        description={profile ? profileDescription(profile, locale) : (error ? failureText(error, locale) : m.faculty_notFound({}, { locale }))}
        type={profile ? 'profile' : 'website'}
        image={profile?.picture ? { url: profile.picture.url, alt: m.common_photoOf({ name: profile.name }, { locale }) } : null}
      />
      <div className="container py-4">
        <Breadcrumbs current={profile ? profile.name : heading} />
        {body}
      </div>
    </>
  )
}
