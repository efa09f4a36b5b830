import type { ReactNode } from 'react'
import type { NavLink } from '../../content/navigation'
import { SmartLink } from '../SmartLink'
import './home.css'

/** A home page section: its heading, an optional link to the full list beside it, and its content. */
export function HomeSection({ id, title, link, children }: { id: string; title: string; link?: NavLink; children: ReactNode }) {
  return (
    <section className="container py-5" aria-labelledby={id}>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 id={id} className="home-section-title mb-0 me-auto">
          {title}
        </h2>
        {link ? <SmartLink link={link} className="btn btn-sm btn-outline-success" /> : null}
      </div>
      {children}
    </section>
  )
}
