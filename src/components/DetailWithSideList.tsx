import type { ReactNode } from 'react'
import { Breadcrumbs } from './Breadcrumbs'
import { DateText } from './DateText'
import { useLocale } from '../hooks/usePageContext'
import { localeHref } from '../routes/paths'
import { LangText } from './LangText'

export interface SideItem {
  id: number
  href: string
  label: string
  date?: string
}

/** A detail view beside a list of related items, each a link to its own page. */
export function DetailWithSideList({
  children,
  sideTitle,
  side,
  currentId,
  crumb,
}: {
  children: ReactNode
  /** The item's name in the breadcrumb trail. */
  crumb: string
  sideTitle: string
  side: SideItem[]
  currentId: number | null
}) {
  const locale = useLocale()
  return (
    <div className="container py-4">
      <Breadcrumbs current={crumb} />
      <div className="row g-4">
        <div className="col-12 col-lg-8">{children}</div>
        <aside className="col-12 col-lg-4 d-print-none" aria-labelledby="side-list-title">
          <h2 id="side-list-title" className="h5 border-bottom pb-2">
            {sideTitle}
          </h2>
          <ul className="list-group list-group-flush side-list">
            {side.map((item) => (
              <li key={item.id} className={`list-group-item${item.id === currentId ? ' active-item' : ''}`}>
                <a href={localeHref(locale, item.href)} aria-current={item.id === currentId ? 'page' : undefined} className="d-block">
                  {item.date ? <DateText date={item.date} className="d-block small text-muted" /> : null}
                  <LangText text={item.label} />
                </a>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  )
}
