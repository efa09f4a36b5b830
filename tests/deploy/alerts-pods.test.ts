// Two app processes (the built server, as an operator runs it) against one PostgreSQL send each alert once, also when
// one is killed (SIGKILL) in the middle of its batch: its lease runs out and the other pod sends the rest.
import { expect, test } from 'vitest'
import { openStore } from '../../server/alerts/store'
import { startPostgres } from '../support/postgres'
import { startSite, type RunningProcess } from '../support/processes'
import { startScriptedUpstream } from '../support/scripted-api'
import { startSmtp } from '../support/smtp'

const SUBSCRIBERS = 150

test('two pods, one killed mid-run: every subscriber gets the notice exactly once', async () => {
  await using pg = await startPostgres()
  const databaseUrl = await pg.createDatabase('alerts_pods')
  // The store as the pods will find it: notice 1 already seen, SUBSCRIBERS confirmed addresses.
  const store = await openStore({ databaseUrl })
  await store.query("INSERT INTO alert_state (key, value) VALUES ('baseline', 'seeded')")
  await store.query("INSERT INTO alert_notices (notice_id, title, date, topics, seen_at, fanned_out) VALUES (1, 'Holiday notice', '2026-01-01', '{all}', now(), false)")
  await store.query(
    `INSERT INTO alert_subscribers (email, locale, topics, status, created_at, confirmed_at)
     SELECT 'person' || n || '@example.org', CASE WHEN n % 2 = 0 THEN 'bn' ELSE 'en' END, '{admission}', 'active', now(), now()
     FROM generate_series(1, $1) AS n`,
    [SUBSCRIBERS],
  )

  await using smtp = await startSmtp()
  const upstream = await startScriptedUpstream()
  upstream.behave(
    { kind: 'raw', body: JSON.stringify([{ id: 2, date: '2026-01-20', head_line: 'Admission test result' }, { id: 1, date: '2026-01-01', head_line: 'Holiday notice' }]) },
    '/api/all-notice',
  )
  const env = {
    DATABASE_URL: databaseUrl,
    SMTP_URL: smtp.url,
    ALERTS_SECRET: 'pods-test-secret-0123456789abcdef-0123456789',
    ALERTS_SEND_RATE: '50',
    ALERTS_POLL_SECONDS: '1',
    ALERTS_LEASE_SECONDS: '3',
    SITE_ORIGIN: 'https://www.htu.example',
  }
  const pods: RunningProcess[] = []
  try {
    // Pod A is killed while SMTP holds the mail it is sending (before the 250), after it has sent 20.
    let fromA = 0
    let killed: Promise<unknown> | null = null
    smtp.beforeAccept = async ({ client }) => {
      const a = pods[0]
      if (!a || !client.includes(`-${a.child.pid}-`)) return
      if (++fromA <= 20) return
      killed ??= a.stop('SIGKILL')
      await killed
      throw new Error('pod A is gone')
    }
    pods.push(await startSite(upstream, env), await startSite(upstream, env))
    const mails = await smtp.waitFor(SUBSCRIBERS, 60_000)
    expect(killed, 'pod A was killed mid-run').not.toBeNull()
    expect(pods[0]!.child.signalCode).toBe('SIGKILL')
    // Each address once, each mail with its own Message-ID (notice + subscriber).
    const recipients = mails.map((m) => m.to)
    expect(new Set(recipients).size).toBe(SUBSCRIBERS)
    expect(recipients).toHaveLength(SUBSCRIBERS)
    expect(new Set(mails.map((m) => m.messageId)).size).toBe(SUBSCRIBERS)
    // Both pods sent; the rest of A's batch came from B once A's lease ran out.
    const senders = new Set(mails.map((m) => m.client))
    expect(senders.size).toBe(2)
    // A pod records a delivery as sent once SMTP's 250 reaches it, a moment after the server has the mail.
    const byStatus = async () => (await store.query<{ status: string; n: number }>('SELECT status, count(*)::int AS n FROM alert_deliveries GROUP BY status')).rows
    await expect.poll(byStatus, { timeout: 10_000 }).toEqual([{ status: 'sent', n: SUBSCRIBERS }])
    // Every delivery is recorded as sent: nothing is left for either pod to send again.
    expect(smtp.mails).toHaveLength(SUBSCRIBERS)
  } finally {
    for (const pod of pods) await pod.stop()
    await upstream.close()
    await store.close()
  }
}, 120_000)
