import type { ReactNode } from 'react'

/** The green heading band at the top of content pages. */
export function PageBanner({ title, subtitle, children }: { title: string; subtitle?: string; children?: ReactNode }) {
  return (
    <header className="page-banner">
      <div className="container">
        <h1>{title}</h1>
        {subtitle ? <p>{subtitle}</p> : null}
        {children}
      </div>
    </header>
  )
}
