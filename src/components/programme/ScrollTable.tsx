import type { ReactNode } from 'react'

/**
 * A table that scrolls sideways on narrow screens. The scrolling box is a labelled region
 * that keyboard users can focus (and scroll with the arrow keys).
 */
export function ScrollTable({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={`table-responsive scroll-table ${className}`} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  )
}
