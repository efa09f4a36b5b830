// Notice alerts end to end in the app (the production build in this process), in front of a scripted upstream, with a
// real PostgreSQL (and PGlite for the embedded path) and a real SMTP server reading what arrives. Time (expiries, the
// hourly limit, retries, the upstream cache's TTL) moves by an injected clock, never by sleeping.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import type { Agent } from 'node:https'
import webpush from 'web-push'
import type { InProcessSite } from '../support/app-for-file'
import { startPushService, type TestPushService } from '../support/push-service'
import { startApp } from '../support/app-for-file'
import { documentOf } from '../support/dom'
import { startPostgres, type TestPostgres } from '../support/postgres'
import { startScriptedUpstream, type ScriptedUpstream } from '../support/scripted-api'
import { startSmtp, type CaughtMail, type TestSmtp } from '../support/smtp'

const SECRET = 'test-alerts-secret-0123456789abcdef-0123456789'
const START = Date.parse('2026-01-20T06:00:00Z')

interface Rig {
  site: InProcessSite
  upstream: ScriptedUpstream
  smtp: TestSmtp
  /** Moves the app's clocks (the alerts' and the upstream cache's). */
  advance(ms: number): void
  notices(list: { id: number; date: string; head_line: string }[]): void
  /** Publishes a new list upstream and lets the cache's TTL pass until the site's service answers it. */
  publish(list: { id: number; date: string; head_line: string }[]): Promise<void>
  runNotifier(): Promise<void>
  settled(): Promise<void>
  stop(): Promise<void>
}

async function startRig(databaseUrl: string | undefined, env: Record<string, string> = {}, pushAgent?: Agent): Promise<Rig> {
  const upstream = await startScriptedUpstream()
  const smtp = await startSmtp()
  let now = START
  const rig: Partial<Rig> = { upstream, smtp }
  rig.notices = (list) => {
    upstream.behave({ kind: 'raw', body: JSON.stringify(list) }, '/api/all-notice')
    upstream.behave({ kind: 'raw', body: JSON.stringify(list.slice(0, 5)) }, '/api/recent-notice')
  }
  rig.notices([
    { id: 2, date: '2026-01-02', head_line: 'Admission circular, Spring 2026' },
    { id: 1, date: '2026-01-01', head_line: 'Holiday notice' },
  ])
  const site = await startApp(
    upstream,
    {
      ...(databaseUrl && { DATABASE_URL: databaseUrl }),
      SMTP_URL: smtp.url,
      ALERTS_SECRET: SECRET,
      ALERTS_SEND_RATE: '1000',
      SITE_ORIGIN: 'https://www.htu.example',
      TRUSTED_PROXIES: 'loopback',
      ...env,
    },
    { cacheClock: () => now, alerts: { now: () => new Date(now), manualNotifier: true, pushAgent } },
  )
  const service = async () => (await site.app.alerts!.get())!
  return Object.assign(rig, {
    site,
    advance: (ms: number) => void (now += ms),
    async publish(list: { id: number; date: string; head_line: string }[]) {
      rig.notices!(list)
      now += 31_000
      // The cache answers its stale copy once and refreshes behind it: wait until the new list is in.
      const service = site.app.upstream.service
      await vi.waitFor(async () => {
        expect((await service.allNotices()).map((n) => n.id)).toEqual(list.map((n) => n.id))
        expect((await service.recentNotices()).map((n) => n.id)).toEqual(list.slice(0, 5).map((n) => n.id))
      })
    },
    runNotifier: async () => (await service()).notifier.runOnce(),
    settled: async () => (await service()).settled(),
    stop: async () => {
      await site.stop()
      await smtp.close()
      await upstream.close()
    },
  }) as Rig
}

let client = 0
/** Each test its own client address (X-Forwarded-For from loopback, which the app trusts), so rate limits are its own. */
const newClient = () => `10.1.${Math.floor(++client / 250)}.${client % 250}`

/** A subscription as the page's script posts it: the form's urlencoded fields (a topic per field), asking for JSON. */
async function subscribe(site: InProcessSite, fields: { email: string; topics: string[]; locale: string; back?: string }, ip = newClient()) {
  const body = new URLSearchParams({ email: fields.email, locale: fields.locale, back: fields.back ?? '/all-notice' })
  for (const topic of fields.topics) body.append('topics', topic)
  return fetch(`${site.url}/api/alerts`, {
    method: 'POST',
    headers: { accept: 'application/json', 'x-forwarded-for': ip },
    body,
  })
}

/** The first link in a mail's text that starts with `prefix`. */
function linkIn(mail: CaughtMail, prefix: string): string {
  const found = mail.text.split(/\s+/).find((w) => w.startsWith(prefix))
  if (!found) throw new Error(`no ${prefix} link in:\n${mail.text}`)
  return found
}

/** A link on the site made absolute on the test server (the mails name SITE_ORIGIN). */
const onSite = (site: InProcessSite, link: string) => link.replace('https://www.htu.example', site.url)

const mailsTo = (smtp: TestSmtp, to: string) => smtp.mails.filter((m) => m.to === to)

async function confirmByMail(rig: Rig, email: string) {
  await rig.settled()
  const mail = mailsTo(rig.smtp, email).at(-1)!
  const res = await fetch(onSite(rig.site, linkIn(mail, 'https://www.htu.example')))
  return { res, html: await res.text() }
}

describe.each([
  ['PostgreSQL', true],
  ['PGlite', false],
] as const)('subscribe, confirm, a new notice, unsubscribe (%s)', (_name, usePostgres) => {
  let pg: TestPostgres | undefined
  let rig: Rig
  beforeAll(async () => {
    let url: string | undefined
    if (usePostgres) {
      pg = await startPostgres()
      url = await pg.createDatabase('alerts_flow')
    }
    rig = await startRig(url)
    // PGlite compiles its WebAssembly at first use: on a busy machine that alone can take tens of seconds.
    await rig.site.app.alerts!.get()
  }, 180_000)
  afterAll(async () => {
    await rig?.stop()
    await pg?.stop()
  })

  test('exactly one e-mail per subscriber of the notice, in the language they chose, with RFC 8058 unsubscribe', async () => {
    // The first run records the notices there are and sends nothing (no backlog).
    await rig.runNotifier()
    expect(rig.smtp.mails).toHaveLength(0)

    const people = [
      { email: 'Anika@Example.org', topics: ['admission'], locale: 'en' },
      { email: 'rahim@example.org', topics: ['all'], locale: 'bn' },
      { email: 'jobseeker@example.org', topics: ['jobs'], locale: 'en' },
    ]
    for (const person of people) {
      const res = await subscribe(rig.site, person)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect((await res.json()) as unknown).toEqual({ ok: true, message: expect.stringContaining('Check your inbox') })
    }
    await rig.settled()
    // One confirmation each, to the normalised address; nothing else before confirming.
    expect(rig.smtp.mails.map((m) => m.to).sort()).toEqual(['anika@example.org', 'jobseeker@example.org', 'rahim@example.org'])
    const bengali = mailsTo(rig.smtp, 'rahim@example.org')[0]!
    expect(bengali.subject).toContain('নিশ্চিত করুন')
    expect(linkIn(bengali, 'https://')).toMatch(/^https:\/\/www\.htu\.example\/bn\/alerts\/confirm\?token=c\./)

    for (const { email } of people) {
      const { res, html } = await confirmByMail(rig, email.toLowerCase())
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(html).toContain(email.toLowerCase())
    }
    // Confirming twice is harmless (idempotent).
    expect((await confirmByMail(rig, 'anika@example.org')).res.status).toBe(200)

    // A new admission notice appears upstream; the cache's TTL passes on the injected clock.
    rig.smtp.mails.length = 0
    await rig.publish([
      { id: 3, date: '2026-01-20', head_line: 'Admission test result, Spring 2026' },
      { id: 2, date: '2026-01-02', head_line: 'Admission circular, Spring 2026' },
      { id: 1, date: '2026-01-01', head_line: 'Holiday notice' },
    ])
    // A second round sends nothing more.
    await rig.runNotifier()
    await rig.runNotifier()
    expect(rig.smtp.mails.map((m) => m.to).sort()).toEqual(['anika@example.org', 'rahim@example.org'])

    const en = mailsTo(rig.smtp, 'anika@example.org')[0]!
    expect(en.subject).toBe('New notice: Admission test result, Spring 2026')
    expect(en.text).toContain('20 Jan 2026')
    expect(en.text).toContain('https://www.htu.example/notice/3')
    expect(en.html).toContain('href="https://www.htu.example/notice/3"')
    expect(documentOf(en.html).querySelector('img')).toBeNull()
    expect(en.messageId).toMatch(/^<notice-3\.subscriber-\d+@www\.htu\.example>$/)
    expect(en.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')

    const bn = mailsTo(rig.smtp, 'rahim@example.org')[0]!
    expect(bn.subject).toBe('নতুন নোটিশ: Admission test result, Spring 2026')
    expect(bn.text).toContain('২০ জানুয়ারি ২০২৬')
    expect(bn.text).toContain('https://www.htu.example/bn/notice/3')
    expect(bn.text).toContain('https://www.htu.example/bn/alerts/manage?token=')

    // RFC 8058: a GET of the unsubscribe URL deletes nothing (scanners prefetch); the one-click POST does.
    const unsubscribeUrl = onSite(rig.site, /^<(.+)>$/.exec(en.header('List-Unsubscribe') ?? '')![1]!)
    expect((await fetch(unsubscribeUrl)).status).not.toBe(200)
    const oneClick = await fetch(unsubscribeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.status).toBe(200)
    expect(await oneClick.text()).toContain('Unsubscribed')
    // Its links stop working: the address is deleted.
    const manage = await fetch(onSite(rig.site, linkIn(en, 'https://www.htu.example/alerts/manage')))
    expect(manage.status).toBe(410)
    expect(await manage.text()).toContain('no longer works')

    // The next notice goes to the one left.
    rig.smtp.mails.length = 0
    await rig.publish([{ id: 4, date: '2026-01-21', head_line: 'Viva schedule' }, { id: 3, date: '2026-01-20', head_line: 'Admission test result, Spring 2026' }])
    await rig.runNotifier()
    expect(rig.smtp.mails.map((m) => m.to)).toEqual(['rahim@example.org'])
  }, 120_000)
})

describe('the manage page, abuse limits, bad links, no JavaScript (PostgreSQL)', () => {
  let pg: TestPostgres
  let rig: Rig
  beforeAll(async () => {
    pg = await startPostgres()
    rig = await startRig(await pg.createDatabase('alerts_rules'), { ALERTS_SUBSCRIBE_RATE_LIMIT: '3', ALERTS_MAX_PENDING: '40' })
    await rig.runNotifier()
  }, 60_000)
  afterAll(async () => {
    await rig?.stop()
    await pg?.stop()
  })

  test('the manage page changes topics and language with plain forms, and leaves', async () => {
    await subscribe(rig.site, { email: 'manage@example.org', topics: ['all'], locale: 'en' })
    await confirmByMail(rig, 'manage@example.org')
    const confirmed = await confirmByMail(rig, 'manage@example.org')
    const manageHref = /href="(\/alerts\/manage\?token=[^"]+)"/.exec(confirmed.html)![1]!
    const token = decodeURIComponent(/token=([^&"]+)/.exec(manageHref)![1]!)
    const page = await fetch(`${rig.site.url}${manageHref.replace(/&amp;/g, '&')}`)
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('no-store')
    const html = await page.text()
    expect(html).toContain('action="/api/alerts/manage"')
    expect(html).toContain('action="/api/alerts/unsubscribe"')

    const update = await fetch(`${rig.site.url}/api/alerts/manage`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams([['token', token], ['topics', 'jobs'], ['topics', 'events'], ['locale', 'bn'], ['lang', 'en']]).toString(),
    })
    expect(update.status).toBe(303)
    const saved = await fetch(`${rig.site.url}${update.headers.get('location')}`)
    const savedPage = await saved.text()
    expect(savedPage).toContain('Your changes are saved.')
    // The manage form (the footer's subscription form is on the page too).
    const start = savedPage.indexOf('action="/api/alerts/manage"')
    const savedHtml = savedPage.slice(start, savedPage.indexOf('</form>', start))
    expect(/checked="" value="jobs"/.test(savedHtml) && /checked="" value="bn"/.test(savedHtml)).toBe(true)
    expect(/checked="" value="all"/.test(savedHtml)).toBe(false)

    const leave = await fetch(`${rig.site.url}/api/alerts/unsubscribe`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      body: new URLSearchParams({ token, lang: 'bn' }).toString(),
    })
    expect(leave.status).toBe(303)
    expect(leave.headers.get('location')).toBe('/bn/alerts/manage?left=1')
    expect(await (await fetch(`${rig.site.url}/bn/alerts/manage?left=1`)).text()).toContain('আপনার ঠিকানা মুছে দেওয়া হয়েছে')
    const { rows } = await (await rig.site.app.alerts!.get())!.store.query("SELECT 1 FROM alert_subscribers WHERE email = 'manage@example.org'")
    expect(rows).toHaveLength(0)
  })

  test('the same address gets one confirmation an hour, whatever it posts; the answer is the same every time', async () => {
    const ip = newClient()
    const first = await subscribe(rig.site, { email: 'twice@example.org', topics: ['all'], locale: 'en' }, ip)
    const again = await subscribe(rig.site, { email: 'twice@example.org', topics: ['jobs'], locale: 'bn' }, newClient())
    const firstAnswer: unknown = await first.json()
    expect(await again.json()).toEqual(firstAnswer)
    await rig.settled()
    expect(mailsTo(rig.smtp, 'twice@example.org')).toHaveLength(1)
    rig.advance(61 * 60 * 1000)
    await subscribe(rig.site, { email: 'twice@example.org', topics: ['jobs'], locale: 'bn' }, newClient())
    await rig.settled()
    const mails = mailsTo(rig.smtp, 'twice@example.org')
    expect(mails).toHaveLength(2)
    // The latest choice: Bengali.
    expect(mails[1]!.subject).toContain('নিশ্চিত করুন')
    // An address already subscribed gets the same answer, and at most an hourly "you are subscribed" with its manage link.
    await confirmByMail(rig, 'twice@example.org')
    const subscribed = await subscribe(rig.site, { email: 'twice@example.org', topics: ['all'], locale: 'en' }, newClient())
    expect(await subscribed.json()).toEqual(firstAnswer)
  })

  test('one client gets a few subscriptions a minute (429 with Retry-After, in the page language)', async () => {
    const ip = newClient()
    for (let i = 0; i < 3; i++) expect((await subscribe(rig.site, { email: `flood${i}@example.org`, topics: ['all'], locale: 'en' }, ip)).status).toBe(200)
    const limited = await subscribe(rig.site, { email: 'flood9@example.org', topics: ['all'], locale: 'en', back: '/bn/all-notice' }, ip)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(((await limited.json()) as { message: string }).message).toContain('আবার চেষ্টা করুন')
    // Another client is not held up.
    expect((await subscribe(rig.site, { email: 'other@example.org', topics: ['all'], locale: 'en' })).status).toBe(200)
  })

  test('unconfirmed addresses are capped, and deleted after 48 hours', async () => {
    const service = (await rig.site.app.alerts!.get())!
    const pendingCount = async () => Number((await service.store.query<{ n: number }>("SELECT count(*)::int AS n FROM alert_subscribers WHERE status = 'pending'")).rows[0]!.n)
    let refused = 0
    for (let i = 0; i < 45; i++) {
      const res = await subscribe(rig.site, { email: `cap${i}@example.org`, topics: ['all'], locale: 'en' })
      if (res.status === 503) refused++
    }
    expect(await pendingCount()).toBeLessThanOrEqual(40)
    expect(refused).toBeGreaterThan(0)
    rig.advance(49 * 60 * 60 * 1000)
    await rig.runNotifier()
    expect(await pendingCount()).toBe(0)
  })

  test('a malformed address, no topic, an unknown language: 400 with the reason, in the page language', async () => {
    // The refused field by its name, for the page's script to mark.
    const cases = [
      [{ email: 'not-an-address', topics: ['all'], locale: 'en' }, 'valid e-mail address', 'email'],
      [{ email: 'a@example.org', topics: [], locale: 'en' }, 'at least one topic', 'topics'],
      [{ email: 'a@example.org', topics: ['lottery'], locale: 'en' }, 'at least one topic', 'topics'],
      [{ email: 'a@example.org', topics: ['all'], locale: 'fr' }, 'English or Bengali', 'locale'],
    ] as const
    for (const [fields, text, field] of cases) {
      const res = await subscribe(rig.site, { ...fields, topics: [...fields.topics] })
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ ok: false, message: expect.stringContaining(text), field })
    }
    const bn = await subscribe(rig.site, { email: 'nope', topics: ['all'], locale: 'bn', back: '/bn/all-notice' })
    expect(((await bn.json()) as { message: string }).message).toContain('সঠিক ই-মেইল ঠিকানা')
  })

  test('forged, expired, malformed and missing tokens get a clear page, never a stack trace', async () => {
    await subscribe(rig.site, { email: 'tokens@example.org', topics: ['all'], locale: 'en' })
    await rig.settled()
    const link = onSite(rig.site, linkIn(mailsTo(rig.smtp, 'tokens@example.org').at(-1)!, 'https://www.htu.example'))
    const forged = link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))
    const check = async (url: string, status: number, text: string) => {
      const res = await fetch(url)
      const body = await res.text()
      expect(res.status, url).toBe(status)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(body).toContain(text)
      expect(body).not.toMatch(/at .*\.(ts|js):\d+/)
    }
    await check(forged, 400, 'This link is not valid')
    await check(`${rig.site.url}/alerts/confirm?token=c.1.zz`, 400, 'This link is not complete')
    await check(`${rig.site.url}/alerts/confirm`, 400, 'This link is not complete')
    await check(`${rig.site.url}/bn/alerts/confirm?token=%00`, 400, 'লিংকটি সম্পূর্ণ নয়')
    await check(`${rig.site.url}/alerts/manage?token=${encodeURIComponent('m.999999.0.AAAAAAAAAAAAAAAAAAAAAA')}`, 410, 'no longer works')
    rig.advance(49 * 60 * 60 * 1000)
    await check(link, 410, 'has expired')
  })

  test('without JavaScript: a plain form post is answered 303 back to its page, which shows the outcome once', async () => {
    const post = (body: Record<string, string | string[]>) =>
      fetch(`${rig.site.url}/api/alerts`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'x-forwarded-for': newClient() },
        body: new URLSearchParams(Object.entries(body).flatMap(([k, v]) => [v].flat().map((x) => [k, x]))).toString(),
      })
    const ok = await post({ email: 'plain@example.org', topics: ['admission', 'jobs'], locale: 'bn', back: '/bn/all-notice#alert-signup-notices', lang: 'bn' })
    expect(ok.status).toBe(303)
    expect(ok.headers.get('location')).toBe('/bn/all-notice#alert-signup-notices')
    const cookie = ok.headers.get('set-cookie')!.split(';')[0]!
    const shown = await fetch(`${rig.site.url}/bn/all-notice`, { headers: { cookie } })
    expect(shown.status).toBe(200)
    expect(shown.headers.get('cache-control')).toBe('no-store')
    expect(shown.headers.get('set-cookie')).toMatch(/form_outcome=;/)
    // The outcome is shown in the form it was posted from, not in the footer's.
    const html = await shown.text()
    const outcomeBox = (id: string) => {
      const start = html.indexOf('data-form-result', html.indexOf(`id="${id}"`))
      return html.slice(start, html.indexOf('</div>', start))
    }
    expect(outcomeBox('alert-signup-notices')).toContain('ইনবক্স')
    expect(outcomeBox('alert-signup-footer')).not.toContain('ইনবক্স')

    const bad = await post({ email: 'nope', topics: 'all', locale: 'en', back: '//evil.example/x' })
    expect(bad.status).toBe(303)
    expect(bad.headers.get('location')).toBe('/#alert-signup-footer')
    const badCookie = bad.headers.get('set-cookie')!.split(';')[0]!
    const refused = await fetch(`${rig.site.url}/`, { headers: { cookie: badCookie } })
    expect(refused.status).toBe(400)
    // The refused address is marked for assistive technology, with what was typed.
    const refusedEmail = documentOf(await refused.text()).querySelector('#alert-signup-footer input[name="email"]')!
    expect([refusedEmail.getAttribute('aria-invalid'), refusedEmail.getAttribute('value')]).toEqual(['true', 'nope'])

    // A refusal that is not the address's (no topic chosen) leaves the address unmarked.
    const noTopic = await post({ email: 'fine@example.org', locale: 'en', back: '/about#alert-signup-footer' })
    expect(noTopic.status).toBe(303)
    const noTopicPage = await fetch(`${rig.site.url}/about`, { headers: { cookie: noTopic.headers.get('set-cookie')!.split(';')[0]! } })
    expect(noTopicPage.status).toBe(400)
    const fineEmail = documentOf(await noTopicPage.text()).querySelector('#alert-signup-footer input[name="email"]')!
    expect(fineEmail.hasAttribute('aria-invalid')).toBe(false)
  })

  test('a permanent SMTP refusal (5xx) suspends the address; a temporary one (4xx) is retried after a back-off', async () => {
    for (const email of ['bounce@example.org', 'later@example.org']) {
      await subscribe(rig.site, { email, topics: ['all'], locale: 'en' })
      await confirmByMail(rig, email)
    }
    rig.smtp.refuse('bounce@example.org', 550)
    rig.smtp.refuse('later@example.org', 451, 1)
    await rig.publish([{ id: 50, date: '2026-01-22', head_line: 'Workshop on research methods' }])
    await rig.runNotifier()
    expect(mailsTo(rig.smtp, 'later@example.org').filter((m) => m.subject.startsWith('New notice'))).toHaveLength(0)
    const service = (await rig.site.app.alerts!.get())!
    const status = async (email: string) => (await service.store.query<{ status: string }>('SELECT status FROM alert_subscribers WHERE email = $1', [email])).rows[0]?.status
    expect(await status('bounce@example.org')).toBe('suspended')
    // Not yet due: nothing is sent again before the back-off.
    await rig.runNotifier()
    expect(mailsTo(rig.smtp, 'later@example.org').filter((m) => m.subject.startsWith('New notice'))).toHaveLength(0)
    rig.advance(61_000)
    await rig.runNotifier()
    expect(mailsTo(rig.smtp, 'later@example.org').filter((m) => m.subject.startsWith('New notice'))).toHaveLength(1)
    expect(mailsTo(rig.smtp, 'bounce@example.org').filter((m) => m.subject.startsWith('New notice'))).toHaveLength(0)
    const metrics = await (await fetch(`${rig.site.url}/metrics`)).text()
    expect(metrics).toMatch(/alerts_emails_sent_total\{kind="notice",outcome="permanent"\} 1/)
    expect(metrics).toMatch(/alerts_emails_sent_total\{kind="notice",outcome="temporary"\} 1/)
    expect(metrics).toMatch(/alerts_deliveries_pending 0/)
  })
})

describe('browser notifications (Web Push, VAPID keys from the environment)', () => {
  let pg: TestPostgres
  let rig: Rig
  let push: TestPushService
  const vapid = webpush.generateVAPIDKeys()
  beforeAll(async () => {
    pg = await startPostgres()
    push = await startPushService()
    rig = await startRig(
      await pg.createDatabase('alerts_push'),
      { VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, VAPID_SUBJECT: 'mailto:web@htu.example' },
      push.agent,
    )
    await rig.runNotifier()
  }, 60_000)
  afterAll(async () => {
    await rig?.stop()
    await push?.close()
    await pg?.stop()
  })

  test('offered after confirming; a stored subscription gets the notice title and its URL in the subscriber language; 410 deletes it', async () => {
    await subscribe(rig.site, { email: 'pusher@example.org', topics: ['all'], locale: 'bn' })
    const { html } = await confirmByMail(rig, 'pusher@example.org')
    // The mount point of the offer (h7's script): the manage token and the VAPID public key.
    const mount = /<div data-module="alert-push" data-alert-token="([^"]+)" data-vapid-public-key="([^"]+)" data-push-endpoint="\/api\/alerts\/push"/.exec(html)
    expect(mount?.[2]).toBe(vapid.publicKey)
    const token = mount![1]!
    const post = (body: unknown) =>
      fetch(`${rig.site.url}/api/alerts/push`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

    // Refused: not https, a forged token, no keys.
    const browser = push.subscribe()
    expect((await post({ token, subscription: { ...browser, endpoint: browser.endpoint.replace('https:', 'http:') } })).status).toBe(400)
    expect((await post({ token: token.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')), subscription: browser })).status).toBe(400)
    expect((await post({ token, subscription: { endpoint: browser.endpoint } })).status).toBe(400)

    // Bounded: six browsers, the five newest kept.
    const browsers = [browser, ...Array.from({ length: 5 }, () => push.subscribe())]
    for (const b of browsers) expect((await post({ token, subscription: b })).status).toBe(201)
    const service = (await rig.site.app.alerts!.get())!
    const stored = async () => (await service.store.query<{ endpoint: string }>('SELECT endpoint FROM alert_push_subscriptions ORDER BY id')).rows.map((r) => r.endpoint)
    expect(await stored()).toEqual(browsers.slice(1).map((b) => b.endpoint))

    await rig.publish([{ id: 60, date: '2026-01-23', head_line: 'Admission viva schedule' }])
    await rig.runNotifier()
    expect(push.received).toHaveLength(5)
    expect(JSON.parse(push.received[0]!.payload)).toEqual({ title: 'Admission viva schedule', url: 'https://www.htu.example/bn/notice/60' })
    expect(push.received[0]!.headers.authorization).toMatch(/^vapid t=/)
    expect(push.received[0]!.headers['content-encoding']).toBe('aes128gcm')

    // The browser dropped them: the push service answers 410, and they are deleted.
    push.answer(410)
    await rig.publish([{ id: 61, date: '2026-01-24', head_line: 'Seminar' }])
    await rig.runNotifier()
    expect(await stored()).toEqual([])
  })
})
