// Web Push in the offline worker (issue 34): a notice alert arrives as a `push` with the payload below (sent by
// server/alerts/ in the subscriber's language), is shown as a notification with the notice's title, and a click
// opens the notice's page (already in that language), focusing a tab that shows it when there is one.

/** What the server pushes: the notice's title as published, a line under it (its date), its page. */
export interface AlertPushPayload {
  title: string
  body?: string
  /** The notice's page on this site, in the subscriber's language: `/bn/notice/1197`. */
  url: string
  /** The e-mails' language, for the notification's `lang`. */
  lang?: 'en' | 'bn'
}

/** The fallback title of a push whose payload cannot be read (a notification must be shown for every push). */
const FALLBACK = { en: 'New notice', bn: 'নতুন নোটিশ' } as const
/** Longest title and body shown: a notification shows a line or two, and the payload is the sender's. */
const MAX_TEXT = 200

interface PushEvent extends Event {
  data: { json(): unknown } | null
  waitUntil(promise: Promise<unknown>): void
}
interface NotificationEvent extends Event {
  notification: { data: unknown; close(): void }
  waitUntil(promise: Promise<unknown>): void
}
interface WindowClient {
  url: string
  focus(): Promise<unknown>
}
/** The parts of the worker's global scope the handlers use. */
export interface PushScope {
  registration: { showNotification(title: string, options: { body?: string; lang?: string; tag?: string; icon?: string; data?: unknown }): Promise<void> }
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClient[]>; openWindow(url: string): Promise<unknown> }
  location: { origin: string }
}

/** The payload, checked: a title and a same-site path; anything else is replaced or dropped. */
export function readPayload(data: PushEvent['data'], origin: string): Required<Pick<AlertPushPayload, 'title' | 'url'>> & Pick<AlertPushPayload, 'body' | 'lang'> {
  let raw: unknown = null
  try {
    raw = data?.json() ?? null
  } catch {
    raw = null
  }
  const p = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
  const lang = p.lang === 'bn' ? 'bn' : p.lang === 'en' ? 'en' : undefined
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, MAX_TEXT) : undefined)
  // Only this site's pages open from a notification.
  const url = typeof p.url === 'string' ? new URL(p.url, origin) : null
  const sameSite = url && url.origin === origin ? url.pathname + url.search : null
  const fallbackUrl = lang === 'bn' ? '/bn/all-notice' : '/all-notice'
  return { title: text(p.title) ?? FALLBACK[lang ?? 'en'], body: text(p.body), url: sameSite ?? fallbackUrl, lang }
}

/** `push`: shows the notice's title; one notification per notice page (a repeated push replaces it). */
export function onPush(scope: PushScope, event: PushEvent): void {
  const { title, body, url, lang } = readPayload(event.data, scope.location.origin)
  event.waitUntil(scope.registration.showNotification(title, { body, lang, tag: url, icon: '/icon-192.png', data: { url } }))
}

/** `notificationclick`: focuses a tab already showing the notice, else opens it. */
export function onNotificationClick(scope: PushScope, event: NotificationEvent): void {
  event.notification.close()
  const data = event.notification.data as { url?: unknown } | null
  const path = typeof data?.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//') ? data.url : '/all-notice'
  const target = new URL(path, scope.location.origin).href
  event.waitUntil(
    (async () => {
      const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })
      const open = windows.find((w) => w.url === target)
      if (open) await open.focus()
      else await scope.clients.openWindow(target)
    })(),
  )
}
