// The one "today" of the site (server side): what is past (closed careers, past events, an intake
// whose deadline has passed) is judged against it. SITE_TODAY=YYYY-MM-DD pins it (tests); else the
// demo upstream's pin DEMO_TODAY, so a pinned demo and the site agree; else the date in Bangladesh.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

export function today(env: NodeJS.ProcessEnv = process.env, now: Date = new Date()): string {
  for (const pinned of [env.SITE_TODAY, env.DEMO_TODAY]) if (pinned && ISO_DATE.test(pinned)) return pinned
  // 'en-CA' formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}
