import type { ReactNode } from 'react'
import { useLocale } from '../../../hooks/usePageContext'
import { m } from '../../../i18n/messages'
import { hookAttrs, moduleRoot } from '../../module'
import { SCROLL_TABLE } from './contract'

/**
 * A table that scrolls sideways on narrow screens. The scrolling box is a labelled region
 * that keyboard users can focus (and scroll with the arrow keys). Above it, on narrow screens, a
 * cue says the table continues sideways; the site's script (./enhance.ts) then shows it only while
 * the table is wider than its box.
 */
export function ScrollTable({ label, children, className = '' }: { label: string; children: ReactNode; className?: string }) {
  const locale = useLocale()
  return (
    <div {...moduleRoot(SCROLL_TABLE)}>
      <p {...hookAttrs(SCROLL_TABLE, 'hint')} className="scroll-table__hint" aria-hidden="true">
        {m.programme_scrollTable({}, { locale })}
      </p>
      <div {...hookAttrs(SCROLL_TABLE, 'box')} className={`table-responsive scroll-table ${className}`} role="region" aria-label={label} tabIndex={0}>
        {children}
      </div>
    </div>
  )
}
