// Web Push (VAPID keys from the environment) through the web-push library (payload encryption and VAPID signing
// per RFC 8291/8292): the notice's title and its URL in the subscriber's language to each of their browsers.
// A push service's 404 or 410 means the browser dropped the subscription: it is deleted.
import type { Agent } from 'node:https'
import type { Locale } from '../../src/routes/locale'
import type { Metrics } from '../metrics'
import type { NoticeForAlert, SiteLinks } from './emails'
import type { AlertStore } from './store'

export interface VapidKeys {
  publicKey: string
  privateKey: string
  subject: string
}

/** What the service worker shows (h7's handler): the notice's title, and the page it opens. */
export interface PushPayload {
  title: string
  url: string
}

export class PushSender {
  constructor(
    private readonly store: AlertStore,
    private readonly vapid: VapidKeys,
    private readonly links: SiteLinks,
    private readonly metrics?: Metrics,
    /** Tests: the agent that trusts their local push service's certificate. */
    private readonly agent?: Agent,
  ) {}

  async toSubscriber(subscriberId: number, locale: Locale, notice: NoticeForAlert): Promise<number> {
    const { rows } = await this.store.query<{ id: string | number; endpoint: string; p256dh: string; auth: string }>(
      'SELECT id, endpoint, p256dh, auth FROM alert_push_subscriptions WHERE subscriber_id = $1',
      [subscriberId],
    )
    const payload: PushPayload = { title: notice.title, url: this.links.notice(locale, notice.id) }
    let sent = 0
    // web-push is loaded only when a notice goes to a browser.
    const { default: webpush } = rows.length > 0 ? await import('web-push') : { default: null }
    for (const row of rows) {
      try {
        await webpush!.sendNotification({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, JSON.stringify(payload), {
          vapidDetails: this.vapid,
          TTL: 24 * 60 * 60,
          timeout: 10_000,
          ...(this.agent && { agent: this.agent }),
        })
        sent++
        this.metrics?.alertEmails.inc({ kind: 'push', outcome: 'sent' })
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode
        if (status === 404 || status === 410) {
          await this.store.query('DELETE FROM alert_push_subscriptions WHERE id = $1', [row.id])
          this.metrics?.alertEmails.inc({ kind: 'push', outcome: 'gone' })
        } else this.metrics?.alertEmails.inc({ kind: 'push', outcome: 'temporary' })
      }
    }
    return sent
  }
}
