// The notifier: notices new notices through the upstream service (its cache; no second path to the API), and sends
// each matching subscriber one e-mail per notice, from any number of pods.
// - A new notice is claimed by one pod (INSERT … ON CONFLICT DO NOTHING RETURNING), which fans it out in the same
//   transaction: one INSERT … SELECT of a delivery row per matching active subscriber (no subscriber list in memory).
// - Workers claim due deliveries in batches (FOR UPDATE SKIP LOCKED) with a lease (leased_by, lease_until); a
//   crashed pod's lease runs out and another pod resumes its batch.
// - A delivery is marked sent as soon as SMTP accepts it. A crash between SMTP's 250 and that update sends that one
//   e-mail again; its Message-ID (notice + subscriber) is the same, so the copy is recognisable (docs/alerts.md).
import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { Logger } from 'pino'
import type { AlertTopic } from '../../src/domain/alerts'
import type { Notice } from '../../src/domain/types'
import { noticeTopics } from '../../src/logic/notice-topic'
import type { Locale } from '../../src/routes/locale'
import type { Metrics } from '../metrics'
import { alertMessageId, noticeEmail, type SiteLinks } from './emails'
import { SendError, type Mailer } from './mailer'
import type { PushSender } from './push'
import type { AlertStore } from './store'
import type { Subscriptions } from './subscriptions'

/** The notices the notifier reads: the upstream service's cached lists. */
export interface NoticeSource {
  allNotices(): Promise<Notice[]>
  recentNotices(): Promise<Notice[]>
}

export interface NotifierOptions {
  store: AlertStore
  source: NoticeSource
  mailer: Mailer
  push?: PushSender | null
  subscriptions: Subscriptions
  links: SiteLinks
  now: () => Date
  /** E-mails a second from this pod. */
  sendRate: number
  /** Deliveries claimed at once. */
  batchSize?: number
  /** How long a claimed batch is this pod's; at least the batch's time at sendRate. */
  leaseMs?: number
  /** Tries of a temporarily failing delivery before it is given up. */
  maxAttempts?: number
  /** First retry after this; doubled each time. */
  retryBaseMs?: number
  podId?: string
  metrics?: Metrics
  logger?: Logger
}

/** Serialises the baseline (first run) across pods. */
const BASELINE_LOCK = 3_400_002

interface ClaimedRow {
  notice_id: string | number
  subscriber_id: string | number
  attempts: number
  email: string
  locale: Locale
  topics: AlertTopic[]
  status: string
  title: string
  date: string
  lease_until: Date | string
}

export interface SendRound {
  sent: number
  retried: number
  failed: number
}

export class Notifier {
  readonly podId: string
  private readonly batchSize: number
  private readonly leaseMs: number
  private readonly maxAttempts: number
  private readonly retryBaseMs: number
  private nextSendAt = 0
  private timer: NodeJS.Timeout | null = null
  private running: Promise<void> | null = null
  private stopped = false

  constructor(private readonly o: NotifierOptions) {
    this.podId = o.podId ?? `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`
    this.batchSize = o.batchSize ?? 50
    this.leaseMs = o.leaseMs ?? Math.max(60_000, Math.ceil((3 * this.batchSize * 1000) / o.sendRate))
    this.maxAttempts = o.maxAttempts ?? 8
    this.retryBaseMs = o.retryBaseMs ?? 60_000
  }

  /**
   * Reads the notices (through the cache) and records the new ones; a notice this pod recorded is fanned out.
   * The first run against an empty store records the notices there are as seen and sends nothing.
   */
  async poll(): Promise<{ baseline: boolean; newNotices: number[] }> {
    const [all, recent] = await Promise.all([this.o.source.allNotices(), this.o.source.recentNotices().catch(() => [] as Notice[])])
    const byId = new Map<number, { notice: Notice; lists: ('notices' | 'recent-notices')[] }>()
    for (const notice of all) byId.set(notice.id, { notice, lists: ['notices'] })
    for (const notice of recent) {
      const entry = byId.get(notice.id)
      if (entry) entry.lists.push('recent-notices')
      else byId.set(notice.id, { notice, lists: ['recent-notices'] })
    }
    const now = this.o.now()
    const baseline = await this.o.store.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [BASELINE_LOCK])
      const done = await tx.query("SELECT 1 FROM alert_state WHERE key = 'baseline'")
      if (done.rowCount > 0) return false
      for (const { notice, lists } of byId.values()) {
        await tx.query(
          'INSERT INTO alert_notices (notice_id, title, date, topics, seen_at, fanned_out) VALUES ($1, $2, $3, $4, $5, false) ON CONFLICT DO NOTHING',
          [notice.id, notice.headline, notice.date, noticeTopics(notice.headline, lists), now],
        )
      }
      await tx.query("INSERT INTO alert_state (key, value) VALUES ('baseline', $1)", [now.toISOString()])
      return true
    })
    if (baseline) {
      this.o.logger?.info({ notices: byId.size }, 'alerts: first run, the current notices are recorded as seen (no backlog sent)')
      return { baseline: true, newNotices: [] }
    }
    const ids = [...byId.keys()]
    const known = await this.o.store.query<{ notice_id: string | number }>('SELECT notice_id FROM alert_notices WHERE notice_id = ANY($1::bigint[])', [ids])
    const seen = new Set(known.rows.map((r) => Number(r.notice_id)))
    const newNotices: number[] = []
    for (const { notice, lists } of byId.values()) {
      if (seen.has(notice.id)) continue
      const topics = noticeTopics(notice.headline, lists)
      const fanned = await this.o.store.transaction(async (tx) => {
        const claimed = await tx.query(
          'INSERT INTO alert_notices (notice_id, title, date, topics, seen_at, fanned_out) VALUES ($1, $2, $3, $4, $5, true) ON CONFLICT DO NOTHING RETURNING notice_id',
          [notice.id, notice.headline, notice.date, topics, now],
        )
        if (claimed.rowCount === 0) return null
        const deliveries = await tx.query(
          `INSERT INTO alert_deliveries (notice_id, subscriber_id, next_attempt_at)
           SELECT $1, id, $2 FROM alert_subscribers WHERE status = 'active' AND topics && $3::text[]`,
          [notice.id, now, topics],
        )
        return deliveries.rowCount
      })
      if (fanned !== null) {
        newNotices.push(notice.id)
        this.o.logger?.info({ notice: notice.id, topics, deliveries: fanned }, 'alerts: new notice fanned out')
      }
    }
    return { baseline: false, newNotices }
  }

  /** Claims and sends due deliveries until none is left (or `maxBatches`); paced at sendRate. */
  async sendDue(maxBatches = Infinity): Promise<SendRound> {
    const round: SendRound = { sent: 0, retried: 0, failed: 0 }
    for (let batch = 0; batch < maxBatches && !this.stopped; batch++) {
      const claimed = await this.claim()
      if (claimed.length === 0) break
      for (const row of claimed) {
        if (this.stopped) break
        // This batch's lease is running out: leave the rest to whoever claims it next (never two senders at once).
        if (this.o.now().getTime() > new Date(row.lease_until).getTime() - 1000) break
        await this.pace()
        const outcome = await this.deliver(row)
        round[outcome]++
      }
      // Rows left unsent (stopping, lease short) are released at once.
      await this.o.store.query(
        "UPDATE alert_deliveries SET leased_by = NULL, lease_until = NULL WHERE leased_by = $1 AND status = 'pending'",
        [this.podId],
      )
    }
    await this.countPending()
    return round
  }

  private async claim(): Promise<ClaimedRow[]> {
    const now = this.o.now()
    const leaseUntil = new Date(now.getTime() + this.leaseMs)
    const { rows } = await this.o.store.query<ClaimedRow>(
      `WITH due AS (
         SELECT notice_id, subscriber_id FROM alert_deliveries
         WHERE status = 'pending' AND next_attempt_at <= $3 AND (lease_until IS NULL OR lease_until < $3)
         ORDER BY next_attempt_at LIMIT $4 FOR UPDATE SKIP LOCKED
       ), claimed AS (
         UPDATE alert_deliveries d SET leased_by = $1, lease_until = $2, attempts = d.attempts + 1
         FROM due WHERE d.notice_id = due.notice_id AND d.subscriber_id = due.subscriber_id
         RETURNING d.notice_id, d.subscriber_id, d.attempts, d.lease_until
       )
       SELECT c.notice_id, c.subscriber_id, c.attempts, c.lease_until, s.email, s.locale, s.topics, s.status, n.title, n.date
       FROM claimed c JOIN alert_subscribers s ON s.id = c.subscriber_id JOIN alert_notices n ON n.notice_id = c.notice_id
       ORDER BY c.notice_id, c.subscriber_id`,
      [this.podId, leaseUntil, now, this.batchSize],
    )
    return rows
  }

  /** Waits for this pod's next slot at sendRate. */
  private async pace(): Promise<void> {
    const now = performance.now()
    const wait = this.nextSendAt - now
    this.nextSendAt = Math.max(now, this.nextSendAt) + 1000 / this.o.sendRate
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  }

  private async deliver(row: ClaimedRow): Promise<keyof SendRound> {
    const noticeId = Number(row.notice_id)
    const subscriberId = Number(row.subscriber_id)
    const key = [noticeId, subscriberId, this.podId]
    if (row.status !== 'active') {
      await this.o.store.query("UPDATE alert_deliveries SET status = 'failed', done_at = $4, leased_by = NULL WHERE notice_id = $1 AND subscriber_id = $2 AND leased_by = $3", [...key, this.o.now()])
      return 'failed'
    }
    const subscriber = { id: subscriberId, email: row.email, locale: row.locale, topics: row.topics, status: 'active' as const }
    const manageToken = this.o.subscriptions.manageToken(subscriber)
    const links = this.o.links
    const notice = { id: noticeId, title: row.title, date: row.date }
    const mail = noticeEmail(row.locale, notice, row.topics, {
      notice: links.notice(row.locale, noticeId),
      manage: links.manage(row.locale, manageToken),
      unsubscribe: links.unsubscribe(manageToken),
    })
    try {
      await this.o.mailer.send({ ...mail, to: row.email, messageId: alertMessageId(noticeId, subscriberId, links.origin) })
    } catch (err) {
      const failure = err instanceof SendError ? err.failure : { kind: 'temporary' as const, message: String(err) }
      this.o.metrics?.alertEmails.inc({ kind: 'notice', outcome: failure.kind })
      const now = this.o.now()
      if (failure.kind === 'permanent' || row.attempts >= this.maxAttempts) {
        await this.o.store.query("UPDATE alert_deliveries SET status = 'failed', done_at = $4, leased_by = NULL WHERE notice_id = $1 AND subscriber_id = $2 AND leased_by = $3", [...key, now])
        if (failure.kind === 'permanent') {
          await this.o.store.query("UPDATE alert_subscribers SET status = 'suspended' WHERE id = $1", [subscriberId])
          this.o.logger?.warn({ subscriber: subscriberId, code: failure.code }, 'alerts: permanent SMTP failure, address suspended')
        } else this.o.logger?.warn({ subscriber: subscriberId, notice: noticeId }, 'alerts: delivery given up after its last try')
        return 'failed'
      }
      const next = new Date(now.getTime() + this.retryBaseMs * 2 ** (row.attempts - 1))
      await this.o.store.query(
        'UPDATE alert_deliveries SET next_attempt_at = $4, leased_by = NULL, lease_until = NULL WHERE notice_id = $1 AND subscriber_id = $2 AND leased_by = $3',
        [...key, next],
      )
      this.o.logger?.info({ subscriber: subscriberId, notice: noticeId, attempt: row.attempts, code: failure.code }, 'alerts: temporary SMTP failure, retried later')
      return 'retried'
    }
    // Accepted by SMTP: recorded at once (the window a crash could resend in is this one statement).
    await this.o.store.query("UPDATE alert_deliveries SET status = 'sent', done_at = $3, leased_by = NULL WHERE notice_id = $1 AND subscriber_id = $2", [
      noticeId,
      subscriberId,
      this.o.now(),
    ])
    this.o.metrics?.alertEmails.inc({ kind: 'notice', outcome: 'sent' })
    if (this.o.push) await this.o.push.toSubscriber(subscriberId, row.locale, notice).catch((err: unknown) => this.o.logger?.warn({ err: String(err) }, 'alerts: push failed'))
    return 'sent'
  }

  private async countPending(): Promise<void> {
    if (!this.o.metrics) return
    const { rows } = await this.o.store.query<{ n: number }>("SELECT count(*)::int AS n FROM alert_deliveries WHERE status = 'pending'")
    this.o.metrics.alertDeliveriesPending.set(rows[0]?.n ?? 0)
  }

  /** Housekeeping: unconfirmed addresses past their link, and the delivery record of notices long sent. */
  async sweep(): Promise<void> {
    await this.o.subscriptions.sweepPending()
    const before = new Date(this.o.now().getTime() - 14 * 24 * 60 * 60 * 1000)
    await this.o.store.query("DELETE FROM alert_deliveries WHERE status <> 'pending' AND done_at < $1", [before])
  }

  /** One poll, a sweep, and sending until nothing is due. */
  async runOnce(): Promise<void> {
    try {
      await this.poll()
    } catch (err) {
      // The upstream is down or the list failed: the cache's own log says why; the next poll tries again.
      this.o.logger?.warn({ err: err instanceof Error ? err.message : String(err) }, 'alerts: notices could not be read')
    }
    await this.sweep()
    await this.sendDue()
  }

  /** Runs runOnce every `intervalMs` (never two at once) until stop(). */
  start(intervalMs: number): void {
    const tick = () => {
      if (this.stopped) return
      this.running = this.runOnce()
        .catch((err: unknown) => this.o.logger?.error({ err }, 'alerts: notifier round failed'))
        .finally(() => {
          this.running = null
          if (!this.stopped) this.timer = setTimeout(tick, intervalMs)
        })
    }
    this.timer = setTimeout(tick, 0)
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    await this.running
  }
}
