// The one "today" of the site (server side): what is past (closed careers, past events, an intake
// whose deadline has passed) is judged against it. The configuration's pin (SITE_TODAY, else the demo
// upstream's DEMO_TODAY, so a pinned demo and the site agree) names it; else the date in Bangladesh.
// The server puts it on every page context, so a render judges everything against one day.

/** The date in Bangladesh as YYYY-MM-DD ('en-CA' formats so); made once, as every render asks for it. */
const DHAKA_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' })

/** The pinned day, else the date in Bangladesh at `now` (YYYY-MM-DD). */
export function siteToday(pinned: string | undefined, now: Date = new Date()): string {
  return pinned || DHAKA_DATE.format(now)
}

/** The render's "today", set by the server on its page context. */
export function today(pageContext: { today?: string }): string {
  if (!pageContext.today) throw new Error('pageContext.today is missing: pages must be rendered by server/app.ts')
  return pageContext.today
}
