import { useEffect, useRef, useState, type ReactNode } from 'react'
import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'

/**
 * A table that scrolls sideways on narrow screens. The scrolling box is a labelled region
 * that keyboard users can focus (and scroll with the arrow keys). Above it, on narrow screens, a
 * cue says the table continues sideways; once the page runs, the cue shows only while the table
 * is wider than its box.
 */
export function ScrollTable({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  const locale = useLocale()
  const box = useRef<HTMLDivElement>(null)
  const [fits, setFits] = useState<boolean | null>(null)
  useEffect(() => {
    const el = box.current
    if (!el) return
    const measure = () => setFits(el.scrollWidth <= el.clientWidth + 1)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(el)
    return () => observer.disconnect()
  }, [])
  return (
    <>
      <p className="scroll-table__hint" aria-hidden="true" data-fits={fits ? '' : undefined}>
        {m.programme_scrollTable({}, { locale })}
      </p>
      <div ref={box} className={`table-responsive scroll-table ${className}`} role="region" aria-label={label} tabIndex={0}>
        {children}
      </div>
    </>
  )
}
