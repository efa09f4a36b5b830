import type { TeacherCard as Teacher } from '../domain/types'
import { IMAGE_SIZES } from '../logic/images'
import { LangText } from './LangText'
import { ResponsiveImage } from './ResponsiveImage'
import { useLocale } from '../hooks/usePageContext'
import { m } from '../i18n/messages'
import { localeHref } from '../routes/locale'
import { profilePath } from '../routes/paths'

export const DEFAULT_TEACHER_IMAGE = '/images/default-teacher.svg'

/**
 * A teacher's card: picture (default when none), name, designation, department, contacts, View Profile.
 * `sizes`: the picture's width in the grid the card is in (CardGrid's by default).
 */
export function TeacherCard({
  teacher,
  style,
  className = '',
  sizes = IMAGE_SIZES.cardGrid,
}: {
  teacher: Teacher
  style?: React.CSSProperties
  className?: string
  sizes?: string
}) {
  const locale = useLocale()
  return (
    <article className={`card h-100 teacher-card ${className}`} style={style}>
      <ResponsiveImage
        src={teacher.picture?.url ?? DEFAULT_TEACHER_IMAGE}
        sizes={sizes}
        maxWidth={960}
        alt={m.common_photoOf({ name: teacher.name }, { locale })}
        className="card-img-top teacher-card__photo"
        loading="lazy"
        decoding="async"
        width={300}
        height={300}
      />
      <div className="card-body">
        <h3 className="h6 card-title mb-1">
          <LangText text={teacher.name} />
        </h3>
        <p className="mb-1 small">
          <LangText text={teacher.designation} />
        </p>
        <p className="mb-2 small text-muted">
          <LangText text={teacher.department} />
        </p>
        {teacher.mobileNumber ? (
          <p className="mb-1 small">
            <a href={`tel:${teacher.mobileNumber}`}>{teacher.mobileNumber}</a>
          </p>
        ) : null}
        {teacher.email ? (
          <p className="mb-2 small text-break">
            <a href={`mailto:${teacher.email}`}>{teacher.email}</a>
          </p>
        ) : null}
      </div>
      <div className="card-footer bg-transparent border-0 pt-0">
        <a href={localeHref(locale, profilePath(teacher.teacherId))} className="btn btn-sm btn-success">
          {m.faculty_viewProfile({}, { locale })}
          <span className="visually-hidden"> {m.faculty_viewProfileOf({ name: teacher.name }, { locale })}</span>
        </a>
      </div>
    </article>
  )
}
