// Subscribers: double opt-in, one confirmation e-mail an hour per address (the time is in the row, so it holds
// across pods), a cap on unconfirmed rows, manage and unsubscribe through signed links. Only the address
// (normalised), its language, topics, status and times are stored.
import { ALERT_TOPICS, type AlertTopic } from '../../src/domain/alerts'
import { isValidEmail } from '../../src/logic/contact'
import type { Locale } from '../../src/routes/locale'
import type { AlertStore } from './store'
import type { AlertTokens, TokenPurpose } from './tokens'

export const CONFIRM_TTL_MS = 48 * 60 * 60 * 1000
/** The same address gets at most one confirmation (or "already subscribed") e-mail in this time. */
export const CONFIRM_INTERVAL_MS = 60 * 60 * 1000
/** Browsers' push subscriptions kept per address (a new one replaces the oldest). */
export const MAX_PUSH_PER_SUBSCRIBER = 5
export const MAX_PUSH_ENDPOINT_CHARS = 1000

export type SubscriberStatus = 'pending' | 'active' | 'suspended'

export interface Subscriber {
  id: number
  email: string
  locale: Locale
  topics: AlertTopic[]
  status: SubscriberStatus
}

export interface SubscribeRequest {
  email: string
  topics: AlertTopic[]
  locale: Locale
}

export type SubscribeCheck = { ok: true; value: SubscribeRequest } | { ok: false; problem: 'email' | 'topics' | 'locale' }

/** Trimmed, lower case: one row per mailbox however it was typed. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase()

const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v])

/** The form's fields (a plain post or JSON): an address the browser would accept, known topics (at least one), en or bn. */
export function checkSubscribe(body: Record<string, unknown>): SubscribeCheck {
  const email = typeof body.email === 'string' ? normaliseEmail(body.email) : ''
  if (!isValidEmail(email)) return { ok: false, problem: 'email' }
  const topics = checkTopics(body.topics)
  if (!topics) return { ok: false, problem: 'topics' }
  const locale = checkLocale(body.locale)
  if (!locale) return { ok: false, problem: 'locale' }
  return { ok: true, value: { email, topics, locale } }
}

export function checkTopics(raw: unknown): AlertTopic[] | null {
  const given = asList(raw).slice(0, 10)
  if (given.length === 0 || !given.every((t) => typeof t === 'string' && (ALERT_TOPICS as readonly string[]).includes(t))) return null
  return ALERT_TOPICS.filter((t) => given.includes(t))
}

export function checkLocale(raw: unknown): Locale | null {
  return raw === 'en' || raw === 'bn' ? raw : null
}

/** What subscribing led to; the visitor is told the same in every case but `full`. */
export type SubscribeOutcome =
  | { kind: 'confirm'; subscriber: Subscriber; expiresAt: Date }
  | { kind: 'already'; subscriber: Subscriber }
  | { kind: 'quiet' }
  | { kind: 'full' }

export type LinkProblem = 'malformed' | 'forged' | 'expired' | 'gone'
export type LinkResult = { ok: true; subscriber: Subscriber } | { ok: false; problem: LinkProblem }

interface SubscriberRow {
  id: string | number
  email: string
  locale: Locale
  topics: AlertTopic[]
  status: SubscriberStatus
  confirm_sent_at: Date | string | null
}

const toSubscriber = (r: SubscriberRow): Subscriber => ({ id: Number(r.id), email: r.email, locale: r.locale, topics: r.topics, status: r.status })

export class Subscriptions {
  constructor(
    private readonly store: AlertStore,
    private readonly tokens: AlertTokens,
    private readonly options: { maxPending: number; now: () => Date },
  ) {}

  async subscribe(request: SubscribeRequest): Promise<SubscribeOutcome> {
    const now = this.options.now()
    const recent = new Date(now.getTime() - CONFIRM_INTERVAL_MS)
    return this.store.transaction(async (tx) => {
      const found = await tx.query<SubscriberRow>('SELECT * FROM alert_subscribers WHERE email = $1 FOR UPDATE', [request.email])
      const row = found.rows[0]
      const mailedRecently = row?.confirm_sent_at != null && new Date(row.confirm_sent_at) > recent
      if (!row) {
        const pending = await tx.query<{ n: number }>("SELECT count(*)::int AS n FROM alert_subscribers WHERE status = 'pending'")
        if ((pending.rows[0]?.n ?? 0) >= this.options.maxPending) return { kind: 'full' }
        // Two posts of a new address at once: the second finds the row (ON CONFLICT) and stays quiet.
        const inserted = await tx.query<SubscriberRow>(
          `INSERT INTO alert_subscribers (email, locale, topics, status, created_at, confirm_sent_at)
           VALUES ($1, $2, $3, 'pending', $4, $4) ON CONFLICT (email) DO NOTHING RETURNING *`,
          [request.email, request.locale, request.topics, now],
        )
        const created = inserted.rows[0]
        return created ? { kind: 'confirm', subscriber: toSubscriber(created), expiresAt: new Date(now.getTime() + CONFIRM_TTL_MS) } : { kind: 'quiet' }
      }
      if (row.status === 'active') {
        if (mailedRecently) return { kind: 'quiet' }
        await tx.query('UPDATE alert_subscribers SET confirm_sent_at = $2 WHERE id = $1', [row.id, now])
        return { kind: 'already', subscriber: toSubscriber(row) }
      }
      // Pending, or suspended after a bounce: the new choice is kept, and confirming (again) activates it.
      if (mailedRecently) {
        await tx.query('UPDATE alert_subscribers SET topics = $2, locale = $3 WHERE id = $1', [row.id, request.topics, request.locale])
        return { kind: 'quiet' }
      }
      const updated = await tx.query<SubscriberRow>(
        `UPDATE alert_subscribers SET topics = $2, locale = $3, status = 'pending', created_at = $4, confirm_sent_at = $4 WHERE id = $1 RETURNING *`,
        [row.id, request.topics, request.locale, now],
      )
      return { kind: 'confirm', subscriber: toSubscriber(updated.rows[0]!), expiresAt: new Date(now.getTime() + CONFIRM_TTL_MS) }
    })
  }

  confirmToken(subscriber: Subscriber, expiresAt: Date): string {
    return this.tokens.sign('confirm', subscriber.id, subscriber.email, expiresAt)
  }

  manageToken(subscriber: Subscriber): string {
    return this.tokens.sign('manage', subscriber.id, subscriber.email)
  }

  /** The subscriber a link names, if its token is whole, signed by us, unexpired, and the address still stored. */
  async byToken(token: unknown, purpose: TokenPurpose): Promise<LinkResult> {
    const check = this.tokens.read(token, purpose, this.options.now())
    if (!check.ok) return { ok: false, problem: check.reason }
    const { rows } = await this.store.query<SubscriberRow>('SELECT * FROM alert_subscribers WHERE id = $1', [check.subscriberId])
    const row = rows[0]
    if (!row) return { ok: false, problem: 'gone' }
    if (!this.tokens.matches(check, row.email)) return { ok: false, problem: 'forged' }
    return { ok: true, subscriber: toSubscriber(row) }
  }

  /** Confirms (idempotent: a second click shows the same). */
  async confirm(token: unknown): Promise<LinkResult> {
    const found = await this.byToken(token, 'confirm')
    if (!found.ok) return found
    if (found.subscriber.status === 'active') return found
    const { rows } = await this.store.query<SubscriberRow>(
      "UPDATE alert_subscribers SET status = 'active', confirmed_at = $2 WHERE id = $1 RETURNING *",
      [found.subscriber.id, this.options.now()],
    )
    return rows[0] ? { ok: true, subscriber: toSubscriber(rows[0]) } : { ok: false, problem: 'gone' }
  }

  async update(token: unknown, topics: AlertTopic[], locale: Locale): Promise<LinkResult> {
    const found = await this.byToken(token, 'manage')
    if (!found.ok) return found
    const { rows } = await this.store.query<SubscriberRow>('UPDATE alert_subscribers SET topics = $2, locale = $3 WHERE id = $1 RETURNING *', [
      found.subscriber.id,
      topics,
      locale,
    ])
    return rows[0] ? { ok: true, subscriber: toSubscriber(rows[0]) } : { ok: false, problem: 'gone' }
  }

  /** Deletes the address, its deliveries and its browsers' push subscriptions (ON DELETE CASCADE). */
  async unsubscribe(token: unknown): Promise<LinkResult> {
    const found = await this.byToken(token, 'manage')
    if (!found.ok) return found
    await this.store.query('DELETE FROM alert_subscribers WHERE id = $1', [found.subscriber.id])
    return found
  }

  /** Stores a browser's push subscription for a confirmed address; the oldest beyond MAX_PUSH_PER_SUBSCRIBER go. */
  async addPush(token: unknown, push: { endpoint: string; p256dh: string; auth: string }): Promise<LinkResult> {
    const found = await this.byToken(token, 'manage')
    if (!found.ok) return found
    if (found.subscriber.status !== 'active') return { ok: false, problem: 'gone' }
    const id = found.subscriber.id
    await this.store.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO alert_push_subscriptions (subscriber_id, endpoint, p256dh, auth, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (endpoint) DO UPDATE SET subscriber_id = $1, p256dh = $3, auth = $4, created_at = $5`,
        [id, push.endpoint, push.p256dh, push.auth, this.options.now()],
      )
      await tx.query(
        `DELETE FROM alert_push_subscriptions WHERE subscriber_id = $1 AND id NOT IN
           (SELECT id FROM alert_push_subscriptions WHERE subscriber_id = $1 ORDER BY created_at DESC, id DESC LIMIT $2)`,
        [id, MAX_PUSH_PER_SUBSCRIBER],
      )
    })
    return found
  }

  /** Deletes unconfirmed addresses older than the confirmation link; the number deleted. */
  async sweepPending(): Promise<number> {
    const before = new Date(this.options.now().getTime() - CONFIRM_TTL_MS)
    const { rowCount } = await this.store.query("DELETE FROM alert_subscribers WHERE status = 'pending' AND created_at < $1", [before])
    return rowCount
  }
}
