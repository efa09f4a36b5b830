import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { ResilientCache } from '../../server/upstream/cache'
import { UpstreamClient, UpstreamError } from '../../server/upstream/client'
import { UpstreamService } from '../../server/upstream/service'
import { DEFAULT_GUARD } from '../../server/upstream/guard'

/** A scripted upstream on loopback that records what it is sent. */
const received: { path: string; body: Record<string, unknown> }[] = []
let behaviour: 'ok' | 'hang' | 'fail' = 'ok'
let server: Server
let base = ''

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = ''
    req.on('data', (c) => (data += c))
    req.on('end', () => resolve(data))
  })

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = JSON.parse(await readBody(req))
    received.push({ path: req.url ?? '', body })
    if (behaviour === 'hang') return // never answers
    if (behaviour === 'fail') return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"message":"Database offline"}')
    const answers: Record<string, unknown> = {
      '/api/all-notice': [
        { id: 2, date: '2026-01-02', head_line: 'Second', images_path: 'uploads/a.pdf' },
        { id: 1, date: '2026-01-01', head_line: 'First' },
        { date: '2026-01-03', head_line: 'No id: dropped' },
      ],
      '/api/contact-form': { message: 'Received' },
      '/mbapi/admit-card': { responseCode: '00', responseMsg: 'uploads/admit/1.pdf' },
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answers[req.url ?? ''] ?? []))
  })
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})
beforeEach(() => {
  received.length = 0
  behaviour = 'ok'
})

function service(timeoutMs = 2000) {
  const dropped: string[] = []
  const client = new UpstreamClient({
    apiBaseUrl: `${base}/api`,
    admissionBaseUrl: `${base}/mbapi`,
    credential: { userId: 'svc-user', password: 's3cret-pass' },
    timeoutMs,
    publicFileBaseUrl: 'https://files.example/',
    onDropped: (e) => dropped.push(e),
  })
  const cache = () => new ResilientCache({ maxEntries: 50, staleMaxAgeMs: 60_000, failureBackoffMs: 1000 })
  const svc = new UpstreamService({ client, lists: cache(), details: cache() })
  return { svc, dropped }
}

describe('UpstreamService', () => {
  it('sends the credential and the endpoint fields, and normalises the answer', async () => {
    const { svc, dropped } = service()
    const notices = await svc.allNotices()
    expect(received).toEqual([{ path: '/api/all-notice', body: { userId: 'svc-user', password: 's3cret-pass' } }])
    expect(notices.map((n) => n.headline)).toEqual(['Second', 'First'])
    expect(notices[0]!.attachment).toEqual({ path: 'uploads/a.pdf', url: 'https://files.example/uploads/a.pdf' })
    expect(dropped).toEqual(['allNotices'])
  })

  it('adds department_id to the recent lists and id to details', async () => {
    const { svc } = service()
    await svc.recentNotices()
    await svc.notice(42)
    expect(received.map((r) => r.body)).toEqual([
      { userId: 'svc-user', password: 's3cret-pass', department_id: 0 },
      { userId: 'svc-user', password: 's3cret-pass', id: 42 },
    ])
  })

  it('caches cacheable calls', async () => {
    const { svc } = service()
    await svc.allNotices()
    await svc.allNotices()
    expect(received).toHaveLength(1)
  })

  it('never caches the contact form or document downloads', async () => {
    const { svc } = service()
    const message = { name: 'Rahim', email: 'rahim@example.com', subject: 'Admission', message: 'Hello' }
    expect(await svc.sendContact(message)).toEqual({ status: 200, message: 'Received' })
    await svc.sendContact(message)
    expect(await svc.requestDocument('admit-card', '01700000001', '123456')).toEqual({ ok: true, filePath: 'uploads/admit/1.pdf' })
    await svc.requestDocument('admit-card', '01700000001', '123456')
    expect(received.map((r) => r.path)).toEqual(['/api/contact-form', '/api/contact-form', '/mbapi/admit-card', '/mbapi/admit-card'])
    expect(received[2]!.body).toEqual({ userId: 'svc-user', password: 's3cret-pass', mobile_number: '01700000001', verification_code: '123456' })
  })

  it('cuts off a hung upstream at the timeout', async () => {
    behaviour = 'hang'
    const { svc } = service(150)
    const started = performance.now()
    const error = await svc.allNews().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UpstreamError)
    expect((error as UpstreamError).message).toContain('timed out after 150 ms')
    expect(performance.now() - started).toBeLessThan(2000)
  })

  it("keeps the upstream's error message", async () => {
    behaviour = 'fail'
    const { svc } = service()
    const error = (await svc.careers().catch((e: unknown) => e)) as UpstreamError
    expect(error.status).toBe(500)
    expect(error.serverMessage).toBe('Database offline')
  })
})

describe('UpstreamClient with a fake fetch', () => {
  const fakeClient = (fetchImpl: typeof fetch, outcomes: string[] = []) =>
    new UpstreamClient({
      apiBaseUrl: 'http://upstream.invalid/api',
      admissionBaseUrl: 'http://upstream.invalid/mbapi',
      credential: { userId: 'u', password: 'p' },
      timeoutMs: 1000,
      onCall: (_e, outcome) => outcomes.push(outcome),
      fetchImpl,
    })

  it('stops calling an endpoint whose calls keep failing, and keeps calling the others', async () => {
    const calls: string[] = []
    const client = fakeClient(async (url) => {
      calls.push(String(url))
      if (String(url).endsWith('/notice-details')) throw new TypeError('fetch failed')
      return new Response('[]', { status: 200 })
    })
    for (let id = 1; id <= 50; id++) await client.call('noticeDetails', { id }).catch(() => undefined)
    const noticeCalls = calls.filter((u) => u.endsWith('/notice-details')).length
    expect(noticeCalls).toBe(DEFAULT_GUARD.minimumCalls)
    const error = (await client.call('noticeDetails', { id: 99 }).catch((e: unknown) => e)) as UpstreamError
    expect(error.outcome).toBe('circuit_open')
    expect(await client.call('allNews', {})).toEqual([])
  })

  it('does not count answers it rejects on our side (4xx) against the endpoint', async () => {
    const client = fakeClient(async () => new Response('{"message":"Invalid input"}', { status: 422 }))
    for (let i = 0; i < 30; i++) {
      const answer = await client.send('contactForm', { name: 'a', email: 'b@c.d', subject: 's', message: 'm' })
      expect(answer).toMatchObject({ status: 422, message: 'Invalid input' })
    }
  })

  it('hands a 5xx answer to send() callers with its message, and counts it against the endpoint', async () => {
    let calls = 0
    const client = fakeClient(async () => {
      calls++
      return new Response('{"message":"Database offline"}', { status: 503 })
    })
    const form = { name: 'a', email: 'b@c.d', subject: 's', message: 'm' }
    for (let i = 0; i < DEFAULT_GUARD.minimumCalls; i++) expect(await client.send('contactForm', form)).toMatchObject({ status: 503, message: 'Database offline' })
    expect(((await client.send('contactForm', form).catch((e: unknown) => e)) as UpstreamError).outcome).toBe('circuit_open')
    expect(calls).toBe(DEFAULT_GUARD.minimumCalls)
  })
})
