import type { ReactNode } from 'react'
import { useLocale } from '../hooks/usePageContext'
import { m } from '../i18n/messages'

/**
 * Save-Data's picture (those pages have no scripts): a closed <details> whose lazy <img> the browser fetches only
 * once it is opened, so nothing is downloaded until tapped. Callers render it when `pageContext.saveData`.
 */
export function TapToLoad({ label, children }: { label?: string; children: ReactNode }) {
  const locale = useLocale()
  return (
    <details className="tap-to-load">
      <summary>
        {m.lists_tapToLoadPicture({}, { locale })}
        {label ? `: ${label}` : ''}
      </summary>
      {children}
    </details>
  )
}
