// @vitest-environment happy-dom
// Browser notifications of notice alerts (issue 34): the confirm page's offer stays hidden where the browser has no
// Web Push, asks permission only on a click, subscribes with the VAPID key and stores the subscription with the
// confirmed token; the worker shows a pushed notice's title and opens its page on a click.
// happy-dom has no PushManager, Notification or service worker: the browser's side is stood in for below (what the
// Chromium of tests/e2e cannot reach either: a real push service); the POST goes to a real local endpoint.
import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { afterEach, describe, expect, it } from 'vitest'
import { AlertPushOffer } from '../../src/components/alerts/AlertPushOffer'
import { ALERT_PUSH } from '../../src/components/alerts/contract'
import { alertPush } from '../../src/components/alerts/enhance'
import { initAll, MissingHookError } from '../../src/enhance/module'
import { PageContextProvider } from '../../src/hooks/usePageContext'
import { onNotificationClick, onPush, type PushScope } from '../../src/offline/push'
import { answeringEndpoint, pageAt } from '../support/alert-answers'

/** A VAPID public key's shape: 65 bytes, base64url. */
const KEY = Buffer.from(Uint8Array.from({ length: 65 }, (_, i) => (i * 7 + 4) % 256)).toString('base64url')

function mount(locale: 'en' | 'bn' = 'en') {
  const pageContext = { locale, urlPathname: '/alerts/confirm', canonicalUrl: '' } as unknown as PageContext
  document.body.innerHTML = renderToStaticMarkup(
    <PageContextProvider pageContext={pageContext}>
      <AlertPushOffer token="tok.en-1" vapidPublicKey={KEY} />
    </PageContextProvider>,
  )
  return document.querySelector<HTMLElement>(`[data-module="${ALERT_PUSH.module}"]`)!
}

/** What the browser would offer: permission as given, a worker registration whose subscribe records its options. */
function browserWithPush(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const calls = { requestPermission: 0, subscribe: [] as PushSubscriptionOptionsInit[], register: [] as string[] }
  const subscription = { toJSON: () => ({ endpoint: 'https://push.example/abc', keys: { p256dh: 'P', auth: 'A' } }) }
  const registration = { pushManager: { subscribe: async (o: PushSubscriptionOptionsInit) => (calls.subscribe.push(o), subscription) } }
  Object.assign(window, {
    PushManager: class {},
    Notification: { permission, requestPermission: async () => (calls.requestPermission++, answer) },
  })
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register: async (url: string) => (calls.register.push(url), registration), ready: Promise.resolve(registration) },
  })
  return calls
}

afterEach(() => {
  document.body.innerHTML = ''
  delete (window as { PushManager?: unknown }).PushManager
  delete (window as { Notification?: unknown }).Notification
  delete (navigator as { serviceWorker?: unknown }).serviceWorker
})

/** The status text once it changes. */
const statusChange = (root: HTMLElement) =>
  new Promise<string>((resolve) => {
    const status = root.querySelector('[data-alert-push-status]')!
    new MutationObserver((_, o) => (o.disconnect(), resolve(status.textContent ?? ''))).observe(status, { childList: true, characterData: true, subtree: true })
  })

describe('the browser-notification offer', () => {
  it('carries the token and the key in the contract\u2019s attributes and is hidden until its script runs', () => {
    const root = mount()
    expect(root.getAttribute('data-alert-push-token')).toBe('tok.en-1')
    expect(root.getAttribute('data-alert-push-key')).toBe(KEY)
    expect(root.hidden).toBe(true)
  })

  it('stays hidden where the browser has no Web Push', () => {
    const root = mount()
    initAll(document, [alertPush], true)
    expect(root.hidden).toBe(true)
  })

  it('asks permission only on the click, subscribes with the VAPID key and POSTs the subscription with the token', async () => {
    await using endpoint = await answeringEndpoint(() => ({ status: 201, body: { ok: true } }))
    pageAt(`${endpoint.origin}/alerts/confirm?token=x`)
    const calls = browserWithPush('default', 'granted')
    const root = mount()
    initAll(document, [alertPush], true)
    expect(root.hidden).toBe(false)
    expect(calls.requestPermission).toBe(0)
    const said = statusChange(root)
    root.querySelector<HTMLButtonElement>('[data-alert-push-button]')!.click()
    expect(await said).toBe('Browser notifications are on in this browser.')
    expect(calls.requestPermission).toBe(1)
    expect(calls.register).toEqual(['/sw.js'])
    expect(calls.subscribe).toHaveLength(1)
    expect(calls.subscribe[0]!.userVisibleOnly).toBe(true)
    expect(calls.subscribe[0]!.applicationServerKey).toBe(KEY)
    const [req] = endpoint.received
    expect([req!.method, req!.path, req!.headers['content-type']]).toEqual(['POST', '/api/alerts/push', 'application/json'])
    expect(JSON.parse(req!.body)).toEqual({ token: 'tok.en-1', subscription: { endpoint: 'https://push.example/abc', keys: { p256dh: 'P', auth: 'A' } } })
    expect(root.querySelector<HTMLButtonElement>('[data-alert-push-button]')!.hidden).toBe(true)
  })

  it('says so when the visitor refuses, or the server does not store the subscription (410: the address left)', async () => {
    await using endpoint = await answeringEndpoint(() => ({ status: 410, body: { ok: false } }))
    pageAt(`${endpoint.origin}/bn/alerts/confirm`)
    browserWithPush('default', 'denied')
    let root = mount('bn')
    initAll(document, [alertPush], true)
    let said = statusChange(root)
    root.querySelector<HTMLButtonElement>('[data-alert-push-button]')!.click()
    expect(await said).toBe('ব্রাউজারের সেটিংসে এই সাইটের নোটিফিকেশন বন্ধ করা আছে।')
    expect(endpoint.received).toHaveLength(0)

    browserWithPush('default', 'granted')
    root = mount()
    initAll(document, [alertPush], true)
    said = statusChange(root)
    root.querySelector<HTMLButtonElement>('[data-alert-push-button]')!.click()
    expect(await said).toBe('Browser notifications could not be turned on. The e-mails still come.')
    expect(endpoint.received).toHaveLength(1)
    expect(root.querySelector<HTMLButtonElement>('[data-alert-push-button]')!.disabled).toBe(false)
  })

  it('refuses markup without its button (MissingHookError)', () => {
    browserWithPush('default')
    mount().querySelector('[data-alert-push-button]')!.removeAttribute('data-alert-push-button')
    expect(() => initAll(document, [alertPush], true)).toThrow(MissingHookError)
  })
})

describe('the worker\u2019s push handlers', () => {
  const ORIGIN = 'https://www.htu.example'
  function scope(windows: { url: string }[] = []) {
    const shown: { title: string; options: Record<string, unknown> }[] = []
    const opened: string[] = []
    const focused: string[] = []
    const s: PushScope = {
      location: { origin: ORIGIN },
      registration: { showNotification: async (title, options) => void shown.push({ title, options }) },
      clients: {
        matchAll: async () => windows.map((w) => ({ url: w.url, focus: async () => void focused.push(w.url) })),
        openWindow: async (url) => void opened.push(url),
      },
    }
    return { s, shown, opened, focused }
  }
  const pushEvent = (payload: unknown) => {
    const waits: Promise<unknown>[] = []
    const data = payload === undefined ? null : { json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload) }
    return { event: Object.assign(new Event('push'), { data, waitUntil: (p: Promise<unknown>) => void waits.push(p) }), done: () => Promise.all(waits) }
  }

  it('shows the notice\u2019s title in its language, one notification per notice', async () => {
    const { s, shown } = scope()
    const { event, done } = pushEvent({ title: 'ভর্তি পরীক্ষার ফলাফল প্রকাশ', body: '২০ জানুয়ারি ২০২৬', url: '/bn/notice/1197', lang: 'bn' })
    onPush(s, event)
    await done()
    expect(shown).toEqual([{ title: 'ভর্তি পরীক্ষার ফলাফল প্রকাশ', options: { body: '২০ জানুয়ারি ২০২৬', lang: 'bn', tag: '/bn/notice/1197', icon: '/icon-192.png', data: { url: '/bn/notice/1197' } } }])
  })

  it('shows a notification for an unreadable push too, and never opens another site', async () => {
    const { s, shown } = scope()
    for (const payload of [undefined, '{not json', { title: 'Offer', url: 'https://evil.example/x', lang: 'en' }, { url: '//evil.example/x', lang: 'bn' }]) {
      const { event, done } = pushEvent(payload)
      onPush(s, event)
      await done()
    }
    expect(shown.map((n) => [n.title, (n.options.data as { url: string }).url])).toEqual([
      ['New notice', '/all-notice'],
      ['New notice', '/all-notice'],
      ['Offer', '/all-notice'],
      ['নতুন নোটিশ', '/bn/all-notice'],
    ])
  })

  it('opens the notice on a click, or focuses the tab already showing it', async () => {
    const click = (url: unknown) => {
      const waits: Promise<unknown>[] = []
      let closed = false
      const event = Object.assign(new Event('notificationclick'), { notification: { data: { url }, close: () => void (closed = true) }, waitUntil: (p: Promise<unknown>) => void waits.push(p) })
      return { event, done: () => Promise.all(waits), closed: () => closed }
    }
    const fresh = scope()
    const c = click('/bn/notice/1197')
    onNotificationClick(fresh.s, c.event)
    await c.done()
    expect(c.closed()).toBe(true)
    expect(fresh.opened).toEqual([`${ORIGIN}/bn/notice/1197`])
    const open = scope([{ url: `${ORIGIN}/notice/5` }])
    const d = click('/notice/5')
    onNotificationClick(open.s, d.event)
    await d.done()
    expect([open.focused, open.opened]).toEqual([[`${ORIGIN}/notice/5`], []])
    const odd = scope()
    const e = click('https://evil.example/')
    onNotificationClick(odd.s, e.event)
    await e.done()
    expect(odd.opened).toEqual([`${ORIGIN}/all-notice`])
  })
})
