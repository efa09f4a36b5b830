import type { ReactNode } from 'react'
import './programme.css'

/** A titled section of a content page (h2 + body), linkable by its id. */
export function Section({ id, title, children, className = '' }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section className={`content-section ${className}`} aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`} className="content-section__title">
        {title}
      </h2>
      {children}
    </section>
  )
}
