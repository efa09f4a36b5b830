import { usePageContext } from '../hooks/usePageContext'
import { formatCalendarDateIn } from '../i18n/format'
import { isoCalendarDate, parseCalendarDate } from '../logic/dates'

/**
 * A published date, shown the site's one way ("20 Jan 2026", in Bengali "২০ জানুয়ারি ২০২৬") in a <time datetime="2026-01-20">. The
 * text is the same on the server and in every browser, so hydration matches and the cached HTML
 * serves every visitor. Text that is not a date is shown as it is, without <time>.
 */
export function DateText({ date, className }: { date: string; className?: string }) {
  const locale = usePageContext().locale ?? 'en'
  if (!date.trim()) return null
  const parsed = parseCalendarDate(date)
  if (!parsed) return <span className={className}>{date.trim()}</span>
  return (
    <time dateTime={isoCalendarDate(parsed)} className={className}>
      {formatCalendarDateIn(parsed, locale)}
    </time>
  )
}
