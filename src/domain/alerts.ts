// Notice alerts (issue 34): what the subscription form, the server's routes, the notifier and the e-mails share.

/** Topics a visitor can follow; a notice's topics come from src/logic/notice-topic.ts. */
export const ALERT_TOPICS = ['all', 'admission', 'jobs', 'events'] as const
export type AlertTopic = (typeof ALERT_TOPICS)[number]

/** The form's field names (the plain form post and the enhanced one send the same). */
export const ALERT_FIELDS = {
  email: 'email',
  /** Repeated: one value per chosen topic. */
  topics: 'topics',
  /** The language of the e-mails: `en` or `bn`. */
  locale: 'locale',
  /** The site path of the page the form is on, where a plain post's outcome is shown. */
  back: 'back',
  /** A signed token from an e-mail's link (confirm, manage, unsubscribe). */
  token: 'token',
} as const

/** Where alerts live on the site. Pages are also under /bn. */
export const ALERT_PATHS = {
  /** POST: subscribe (sends the confirmation e-mail). */
  subscribe: '/api/alerts',
  /** POST: change topics or language (token, topics, locale). */
  update: '/api/alerts/manage',
  /** POST: delete the address (token); also RFC 8058's one-click POST target with `List-Unsubscribe=One-Click`. */
  unsubscribe: '/api/alerts/unsubscribe',
  /** POST: store a browser's Web Push subscription for a confirmed address (token, subscription JSON). */
  push: '/api/alerts/push',
  /** Page: the link in the confirmation e-mail; confirms and offers browser notifications. */
  confirmPage: '/alerts/confirm',
  /** Page: change topics or language, or leave; the link in every e-mail. */
  managePage: '/alerts/manage',
} as const

/**
 * The mount point of the browser-notification offer on the confirmation page (server/alerts renders it when VAPID
 * keys are configured; h7's script `alert-push` starts on it): the manage token to post with, and the VAPID public key.
 */
export const ALERT_PUSH_MOUNT = {
  module: 'alert-push',
  token: 'data-alert-token',
  vapidPublicKey: 'data-vapid-public-key',
  /** Where the script posts `{ token, subscription }` (the browser's PushSubscription JSON). */
  endpoint: 'data-push-endpoint',
} as const

/** Why an e-mail's link did not work. */
export type AlertLinkProblem = 'malformed' | 'forged' | 'expired' | 'gone' | 'disabled'

/** What the alerts' pages (/alerts/confirm, /alerts/manage and their /bn twins) show; the server decides it. */
export type AlertPageState =
  | {
      kind: 'confirmed'
      email: string
      topics: AlertTopic[]
      /** The e-mails' language. */
      language: 'en' | 'bn'
      manageHref: string
      /** The offer of browser notifications, when the site has VAPID keys. */
      push: { token: string; vapidPublicKey: string } | null
    }
  | { kind: 'manage'; email: string; topics: AlertTopic[]; language: 'en' | 'bn'; token: string; saved: boolean; topicsMissing: boolean }
  | { kind: 'left' }
  | { kind: 'problem'; problem: AlertLinkProblem }
