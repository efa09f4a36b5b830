import { usePageContext } from '../hooks/usePageContext'
import { m } from '../i18n/messages'
import { breadcrumbTrail } from '../seo/breadcrumbs'
import { breadcrumbData } from '../seo/structured-data'
import { JsonLd } from './JsonLd'
import { LangText } from './LangText'

/**
 * The visible trail (Home › list › page) of a page below home, and the same trail as a
 * BreadcrumbList. `current` is the page's own name (its heading); nothing on home and error pages.
 */
export function Breadcrumbs({ current, className = '' }: { current: string; className?: string }) {
  const pageContext = usePageContext()
  if (pageContext.is404 || pageContext.errorWhileRendering) return null
  const trail = breadcrumbTrail(pageContext.urlPathname, current, pageContext.locale)
  if (trail.length === 0) return null
  return (
    <>
      <nav aria-label={m.breadcrumb_label({}, { locale: pageContext.locale ?? 'en' })} className={`site-breadcrumb d-print-none ${className}`}>
        <ol className="breadcrumb mb-2">
          {trail.map((crumb, i) =>
            i === trail.length - 1 ? (
              <li key={crumb.path} className="breadcrumb-item active" aria-current="page">
                <LangText text={crumb.name} />
              </li>
            ) : (
              <li key={crumb.path} className="breadcrumb-item">
                <a href={crumb.path}>{crumb.name}</a>
              </li>
            ),
          )}
        </ol>
      </nav>
      <JsonLd data={breadcrumbData(pageContext.siteOrigin ?? 'http://localhost', trail)} />
    </>
  )
}
