// Notice alerts assembled: the store (opened and migrated at start), signed links, subscriptions, SMTP, Web Push
// and the notifier. createAlerts() returns at once; the store opens in the background and the routes wait for it.
import { randomBytes } from 'node:crypto'
import type { Agent } from 'node:https'
import { hostname } from 'node:os'
import type { Logger } from 'pino'
import type { AppConfig } from '../config'
import type { Metrics } from '../metrics'
import { startDemoSmtp, type DemoSmtp } from './demo-smtp'
import { alreadySubscribedEmail, confirmationEmail, SiteLinks } from './emails'
import { smtpMailer, type Mailer } from './mailer'
import { Notifier, type NoticeSource } from './notifier'
import { PushSender } from './push'
import { openStore, type AlertStore } from './store'
import { Subscriptions, type SubscribeRequest } from './subscriptions'
import { AlertTokens } from './tokens'

export interface AlertsService {
  store: AlertStore
  subscriptions: Subscriptions
  notifier: Notifier
  push: PushSender | null
  vapidPublicKey: string | null
  /** Records the request and sends its e-mail (confirmation, or "already subscribed") in the background. */
  subscribe(request: SubscribeRequest): Promise<'ok' | 'full'>
  /** Mails sent in the background that have not finished (tests wait on it). */
  settled(): Promise<void>
}

export interface AlertsOptions {
  config: AppConfig
  source: NoticeSource
  metrics?: Metrics
  logger?: Logger
  /** Tests: the clock of expiries, the hourly limit and retries. */
  now?: () => Date
  /** Tests: the notifier is driven by hand (notifier.runOnce()), not on a timer. */
  manualNotifier?: boolean
  /** Tests: instead of SMTP_URL (or the demo catcher). */
  mailer?: Mailer
  /** Tests: the HTTPS agent Web Push uses (trusting a local push service). */
  pushAgent?: Agent
}

export interface AlertsHandle {
  get(): Promise<AlertsService | null>
  close(): Promise<void>
}

/** Null when alerts are off (production without SMTP_URL). */
export function createAlerts(options: AlertsOptions): AlertsHandle | null {
  const { config, logger, metrics } = options
  const settings = config.alerts
  if (!settings.enabled) {
    logger?.info('alerts: off (no SMTP_URL); the subscription form is not shown')
    return null
  }
  const now = options.now ?? (() => new Date())
  let secret = settings.secret
  if (!secret) {
    secret = randomBytes(32).toString('base64url')
    logger?.warn('alerts: no ALERTS_SECRET, a random one for this process (demo and development only: links stop working at restart)')
  }
  let demoSmtp: DemoSmtp | null = null
  let mailer: Mailer | null = null
  const background = new Set<Promise<unknown>>()

  const opening = (async (): Promise<AlertsService> => {
    const store = await openStore({ databaseUrl: settings.databaseUrl, dataDir: settings.dataDir })
    logger?.info({ store: store.kind, dataDir: store.kind === 'pglite' ? (settings.dataDir ?? 'memory') : undefined }, 'alerts: store ready')
    const podId = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`
    if (options.mailer) mailer = options.mailer
    else if (settings.smtpUrl) mailer = smtpMailer(settings.smtpUrl, settings.from, podId)
    else {
      demoSmtp = await startDemoSmtp({ logger })
      mailer = smtpMailer(demoSmtp.url, settings.from, podId)
    }
    const tokens = new AlertTokens(secret)
    const subscriptions = new Subscriptions(store, tokens, { maxPending: settings.maxPending, now })
    const links = new SiteLinks(config.siteOrigin)
    const push = settings.vapid ? new PushSender(store, settings.vapid, links, metrics, options.pushAgent) : null
    const notifier = new Notifier({ store, source: options.source, mailer, push, subscriptions, links, now, sendRate: settings.sendRate, leaseMs: settings.leaseMs, podId, metrics, logger })
    if (!options.manualNotifier) notifier.start(settings.pollMs)
    const send = (kind: 'confirm' | 'already', to: string, mail: ReturnType<typeof confirmationEmail>) => {
      const sending = mailer!
        .send({ ...mail, to })
        .then(() => metrics?.alertEmails.inc({ kind, outcome: 'sent' }))
        .catch((err: unknown) => {
          metrics?.alertEmails.inc({ kind, outcome: (err as { failure?: { kind?: string } }).failure?.kind ?? 'temporary' })
          logger?.warn({ kind, err: err instanceof Error ? err.message : String(err) }, 'alerts: e-mail not sent')
        })
      background.add(sending)
      void sending.finally(() => background.delete(sending))
    }
    return {
      store,
      subscriptions,
      notifier,
      push,
      vapidPublicKey: settings.vapid?.publicKey ?? null,
      async subscribe(request) {
        const outcome = await subscriptions.subscribe(request)
        if (outcome.kind === 'full') {
          logger?.warn({ maxPending: settings.maxPending }, 'alerts: unconfirmed addresses at their cap, a subscription refused')
          return 'full'
        }
        const { locale } = request
        if (outcome.kind === 'confirm') {
          const token = subscriptions.confirmToken(outcome.subscriber, outcome.expiresAt)
          send('confirm', outcome.subscriber.email, confirmationEmail(locale, request.topics, links.confirm(locale, token)))
        } else if (outcome.kind === 'already') {
          const token = subscriptions.manageToken(outcome.subscriber)
          const own = outcome.subscriber.locale
          send('already', outcome.subscriber.email, alreadySubscribedEmail(own, links.manage(own, token)))
        }
        return 'ok'
      },
      settled: async () => {
        while (background.size > 0) await Promise.allSettled([...background])
      },
    }
  })()
  // A store that cannot open (DATABASE_URL wrong, server down) leaves alerts unavailable, not the site.
  const ready = opening.catch((err: unknown) => {
    logger?.error({ err: err instanceof Error ? err.message : String(err) }, 'alerts: the store could not be opened; alerts are unavailable')
    return null
  })
  return {
    get: () => ready,
    async close() {
      const service = await ready
      await service?.notifier.stop()
      await service?.settled()
      mailer?.close()
      await demoSmtp?.close()
      await service?.store.close()
    },
  }
}
