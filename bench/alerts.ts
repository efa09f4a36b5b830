// Notice alerts at scale (issue 34): one notice to SUBSCRIBERS (default 50,000) confirmed addresses in Debian's
// PostgreSQL, sent by the notifier (server/alerts/notifier.ts, the production code) over SMTP to a local in-process
// SMTP server that accepts and discards. Prints the fan-out time, e-mails per second, and the heap and resident
// memory sampled every 250 ms during the run (flat: the notifier holds one batch, never the subscriber list).
//   npx tsx bench/alerts.ts                  # 50,000 subscribers, unpaced (ALERTS_SEND_RATE as high as SMTP takes)
//   SUBSCRIBERS=5000 RATE=200 npx tsx bench/alerts.ts
// Asserts nothing.
import { AlertTokens } from '../server/alerts/tokens'
import { SiteLinks } from '../server/alerts/emails'
import { smtpMailer } from '../server/alerts/mailer'
import { Notifier } from '../server/alerts/notifier'
import { openStore } from '../server/alerts/store'
import { Subscriptions } from '../server/alerts/subscriptions'
import { startPostgres } from '../tests/support/postgres'
import { startSmtp } from '../tests/support/smtp'

const SUBSCRIBERS = Number(process.env.SUBSCRIBERS ?? 50_000)
const RATE = Number(process.env.RATE ?? 1_000_000)
const BATCH = Number(process.env.BATCH ?? 50)
const MiB = 1024 * 1024

{
  await using pg = await startPostgres()
  await using smtp = await startSmtp()
  smtp.discard = true
  const store = await openStore({ databaseUrl: await pg.createDatabase('alerts_bench') })
  await store.query("INSERT INTO alert_state (key, value) VALUES ('baseline', 'bench')")
  const seedStart = performance.now()
  await store.query(
    `INSERT INTO alert_subscribers (email, locale, topics, status, created_at, confirmed_at)
     SELECT 'subscriber' || n || '@example.org', CASE WHEN n % 3 = 0 THEN 'bn' ELSE 'en' END, '{all}', 'active', now(), now()
     FROM generate_series(1, $1) AS n`,
    [SUBSCRIBERS],
  )
  console.log(`${SUBSCRIBERS.toLocaleString('en')} subscribers seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`)

  const notice = { id: 9001, date: '2026-01-20', headline: 'Admission test result, Spring 2026', description: '', attachment: null }
  const subscriptions = new Subscriptions(store, new AlertTokens('bench-secret-0123456789abcdef0123456789'), { maxPending: 10_000, now: () => new Date() })
  const mailer = smtpMailer(smtp.url, 'Hill Tracts University <alerts@htu.example>', 'bench')
  const notifier = new Notifier({
    store,
    source: { allNotices: async () => [notice], recentNotices: async () => [] },
    mailer,
    subscriptions,
    links: new SiteLinks('https://www.htu.example'),
    now: () => new Date(),
    sendRate: RATE,
    batchSize: BATCH,
  })

  global.gc?.()
  const base = process.memoryUsage()
  const samples: { heap: number; rss: number }[] = []
  const started = performance.now()
  const sample = () => {
    const { heapUsed, rss } = process.memoryUsage()
    samples.push({ heap: heapUsed, rss })
    // A line every 10 s: the trend, not only the extremes.
    if (samples.length % 40 === 0) {
      const s = Math.round((performance.now() - started) / 1000)
      console.log(`  ${String(s).padStart(4)} s: SMTP accepted ${smtp.accepted().toLocaleString('en').padStart(6)}, heap ${(heapUsed / MiB).toFixed(1)} MiB, RSS ${(rss / MiB).toFixed(1)} MiB`)
    }
  }
  const sampler = setInterval(sample, 250)

  const fanStart = performance.now()
  const polled = await notifier.poll()
  const fanMs = performance.now() - fanStart
  const sendStart = performance.now()
  const round = await notifier.sendDue()
  const sendMs = performance.now() - sendStart
  clearInterval(sampler)
  sample()

  const { rows } = await store.query<{ n: number }>("SELECT count(*)::int AS n FROM alert_deliveries WHERE status = 'sent'")
  const heaps = samples.map((s) => s.heap / MiB)
  const rsses = samples.map((s) => s.rss / MiB)
  const quarter = Math.max(1, Math.floor(samples.length / 4))
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
  console.log(`fan-out of notice ${polled.newNotices.join(', ')}: ${rows.length && SUBSCRIBERS.toLocaleString('en')} delivery rows in ${(fanMs / 1000).toFixed(2)} s (one INSERT … SELECT)`)
  console.log(`sent ${round.sent.toLocaleString('en')} (retried ${round.retried}, failed ${round.failed}) in ${(sendMs / 1000).toFixed(1)} s: ${Math.round(round.sent / (sendMs / 1000)).toLocaleString('en')} e-mails/s; SMTP accepted ${smtp.accepted().toLocaleString('en')}; marked sent ${rows[0]?.n.toLocaleString('en')}`)
  console.log(`batch ${BATCH}, pace ${RATE >= 1_000_000 ? 'unpaced' : `${RATE}/s`}; ${samples.length} samples every 250 ms`)
  console.log(`heap MiB: before ${(base.heapUsed / MiB).toFixed(1)}, min ${Math.min(...heaps).toFixed(1)}, max ${Math.max(...heaps).toFixed(1)}, first quarter mean ${mean(heaps.slice(0, quarter)).toFixed(1)}, last quarter mean ${mean(heaps.slice(-quarter)).toFixed(1)}`)
  console.log(`RSS  MiB: before ${(base.rss / MiB).toFixed(1)}, min ${Math.min(...rsses).toFixed(1)}, max ${Math.max(...rsses).toFixed(1)}, first quarter mean ${mean(rsses.slice(0, quarter)).toFixed(1)}, last quarter mean ${mean(rsses.slice(-quarter)).toFixed(1)}`)
  console.log('(the process also runs the SMTP server that receives; both are in the figures)')
  mailer.close()
  await store.close()
}
