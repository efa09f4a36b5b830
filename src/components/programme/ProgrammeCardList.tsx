import type { ProgrammeCard } from '../../content/home'
import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { localeHref } from '../../routes/locale'
import { levelLabel } from './level'
import { shortNameOf } from './short-names'
import './programme-cards.css'

/** Programme cards, each linking its programme page (build-time content, src/content/programme-cards.ts). */
export function ProgrammeCardList({ programmes, headingLevel }: { programmes: readonly ProgrammeCard[]; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const locale = useLocale()
  return (
    <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled">
      {programmes.map((p) => (
        <li key={p.code} className="col">
          <article className="card h-100 programme-card">
            <div className="card-body">
              <span className="programme-card__code" aria-hidden="true">
                {shortNameOf(p.code, locale)}
              </span>
              <Heading className="h5 card-title mt-3">{p.name}</Heading>
              <p className="small text-muted mb-2">
                {levelLabel(p.level, locale)}
                {p.duration ? ` · ${p.duration}` : ''}
              </p>
              <p className="card-text">{p.summary}</p>
            </div>
            <div className="card-footer bg-transparent border-0 pt-0 pb-3">
              <a href={localeHref(locale, p.href)} className="btn btn-sm btn-success" aria-label={m.home_programmeDetailsOf({ name: p.name }, { locale })}>
                {m.home_programmeDetails({}, { locale })}
              </a>
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}
