import { formatDate, isoDate } from '../logic/dates'

/**
 * A published date, shown the site's one way ("20 Jan 2026") in a <time datetime="2026-01-20">. The
 * text is the same on the server and in every browser, so hydration matches and the cached HTML
 * serves every visitor. Text that is not a date is shown as it is, without <time>.
 */
export function DateText({ date, className }: { date: string; className?: string }) {
  if (!date.trim()) return null
  const iso = isoDate(date)
  if (!iso) return <span className={className}>{date.trim()}</span>
  return (
    <time dateTime={iso} className={className}>
      {formatDate(date)}
    </time>
  )
}
