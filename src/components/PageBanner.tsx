import type { ReactNode } from 'react'
import { Breadcrumbs } from './Breadcrumbs'

/**
 * The green heading band at the top of content pages, with the page's breadcrumb trail above the
 * heading; `crumb` names the page in the trail when its heading is generic ('Career Details').
 */
export function PageBanner({ title, subtitle, crumb, children }: { title: string; subtitle?: string; crumb?: string; children?: ReactNode }) {
  return (
    <header className="page-banner">
      <div className="container">
        <Breadcrumbs current={crumb ?? title} />
        <h1>{title}</h1>
        {subtitle ? <p>{subtitle}</p> : null}
        {children}
      </div>
    </header>
  )
}
