// Failure, empty, latency and hang modes, switched in process and over /__mode, and the
// call counters.

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ENDPOINTS, type EndpointName } from '../../server/upstream/endpoints'
import { endpointPath } from '../../server/demo-upstream/api'
import { startDemoUpstream, type DemoUpstream } from '../../server/demo-upstream/server'
import { call } from '../support/demo-upstream'

let demo: DemoUpstream

beforeAll(async () => {
  demo = await startDemoUpstream()
})

afterAll(async () => {
  await demo.close()
})

afterEach(() => {
  demo.setMode({ latencyMs: 0, failureRate: 0, empty: false, hang: false })
  demo.resetCalls()
})

const LIST_ENDPOINTS = (Object.keys(ENDPOINTS) as EndpointName[]).filter(
  (name) => !['contactForm', 'admissionForm', 'admitCard', 'offerLetter', 'admissionResult'].includes(name),
)

const FIELDS: Partial<Record<EndpointName, Record<string, unknown>>> = {
  noticeDetails: { id: 1001 },
  newsDetails: { id: 301 },
  careerDetails: { id: 44 },
  teacherInfo: { teacher_id: 'T-1001' },
  teacherList: { department_id: '1', designation_id: '0' },
  programSyllabus: { department_id: '1', programme_id: '1' },
}

describe('failure mode', () => {
  it('failureRate 1 fails every API call with 500, admission calls included', async () => {
    demo.setMode({ failureRate: 1 })
    for (const path of ['/api/all-notice', '/api/banner', '/mbapi/admit-card']) {
      const res = await call(demo, path, { mobile_number: '01700000001', verification_code: '123456' })
      expect(res.status).toBe(500)
      expect(res.body).toEqual({ message: 'Internal Server Error' })
    }
  })

  it('keeps serving files and the admin endpoints', async () => {
    demo.setMode({ failureRate: 1 })
    expect((await fetch(`${demo.fileBaseUrl}/uploads/banner/banner-1.svg`)).status).toBe(200)
    expect((await fetch(`${demo.url}/__stats`)).status).toBe(200)
  })

  it('a rate of 0.5 fails some calls and not others', async () => {
    demo.setMode({ failureRate: 0.5 })
    const statuses = await Promise.all(Array.from({ length: 40 }, () => call(demo, '/api/banner').then((r) => r.status)))
    const failed = statuses.filter((s) => s === 500).length
    expect(failed).toBeGreaterThan(5)
    expect(failed).toBeLessThan(35)
    expect(statuses.every((s) => s === 200 || s === 500)).toBe(true)
  })

  it('can be set at start', async () => {
    await using failing = await startDemoUpstream({ failureRate: 1 })
    expect((await call(failing, '/api/banner')).status).toBe(500)
  })
})

describe('empty mode', () => {
  it.each(LIST_ENDPOINTS)('%s answers an empty list or object', async (name) => {
    demo.setMode({ empty: true })
    const res = await call(demo, endpointPath(name), FIELDS[name] ?? {})
    expect(res.status).toBe(200)
    const expected = name === 'allVideos' ? { data: [] } : name === 'advertisements' ? { bachelor: [], master: [] } : name === 'programSyllabus' ? {} : []
    expect(res.body).toEqual(expected)
  })

  it('admissionResult answers 404: no result published', async () => {
    demo.setMode({ empty: true })
    const res = await call(demo, endpointPath('admissionResult'), { intake: 'Fall 2025' })
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ message: 'No result published for this intake' })
  })

  it('still takes contact messages and document requests', async () => {
    demo.setMode({ empty: true })
    expect((await call(demo, '/api/contact-form', { name: 'A', email: 'a@b.cd', subject: 'S', message: 'M' })).status).toBe(200)
    expect((await call(demo, '/mbapi/admission-form', { mobile_number: '01700000001', verification_code: '123456' })).body).toMatchObject({ responseCode: '00' })
  })

  it('can be set at start', async () => {
    await using empty = await startDemoUpstream({ empty: true })
    expect((await call(empty, '/api/all-notice')).body).toEqual([])
  })
})

describe('latency', () => {
  it('delays every API answer', async () => {
    demo.setMode({ latencyMs: 200 })
    const started = performance.now()
    const [a, b] = await Promise.all([call(demo, '/api/banner'), call(demo, '/api/all-notice')])
    const elapsed = performance.now() - started
    expect(a.status).toBe(200)
    expect(b.status).toBe(200)
    expect(elapsed).toBeGreaterThanOrEqual(190)
    expect(elapsed).toBeLessThan(1500)
  })

  it('does not delay files', async () => {
    demo.setMode({ latencyMs: 2000 })
    const started = performance.now()
    expect((await fetch(`${demo.fileBaseUrl}/uploads/banner/banner-2.svg`)).status).toBe(200)
    expect(performance.now() - started).toBeLessThan(1500)
  })
})

describe('hang', () => {
  it('never answers API calls, but serves files', async () => {
    demo.setMode({ hang: true })
    const controller = new AbortController()
    const timer = setTimeout(() => controller.abort(), 300)
    await expect(
      fetch(`${demo.apiBaseUrl}/banner`, { method: 'POST', body: '{}', signal: controller.signal }),
    ).rejects.toThrow()
    clearTimeout(timer)
    expect(demo.calls()['/api/banner']).toBe(1)
    expect((await fetch(`${demo.fileBaseUrl}/uploads/banner/banner-1.svg`)).status).toBe(200)
  })

  it('close() ends hanging requests', async () => {
    const hanging = await startDemoUpstream({ hang: true })
    const pending = fetch(`${hanging.apiBaseUrl}/banner`, { method: 'POST', body: '{}' }).then(
      () => 'answered',
      () => 'ended',
    )
    await vi.waitFor(() => expect(hanging.calls()['/api/banner']).toBe(1))
    const started = performance.now()
    await hanging.close()
    expect(performance.now() - started).toBeLessThan(1000)
    expect(await pending).toBe('ended')
  })
})

describe('admin endpoints', () => {
  it('GET /__mode shows the defaults of a fresh server', async () => {
    await using fresh = await startDemoUpstream()
    expect(await (await fetch(`${fresh.url}/__mode`)).json()).toEqual({ latencyMs: 0, failureRate: 0, empty: false, hang: false })
    expect(await (await fetch(`${fresh.url}/__stats`)).json()).toEqual({})
  })

  it('POST /__mode switches modes, GET /__mode reads them', async () => {
    const res = await fetch(`${demo.url}/__mode`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ failureRate: 1 }) })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ latencyMs: 0, failureRate: 1, empty: false, hang: false })
    expect((await call(demo, '/api/banner')).status).toBe(500)
    await fetch(`${demo.url}/__mode`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ failureRate: 0, empty: true }) })
    expect((await call(demo, '/api/banner')).body).toEqual([])
    expect(await (await fetch(`${demo.url}/__mode`)).json()).toEqual({ latencyMs: 0, failureRate: 0, empty: true, hang: false })
  })

  it('POST /__mode refuses invalid modes', async () => {
    for (const body of [{ failureRate: 2 }, { latencyMs: -1 }, { empty: 'yes' }, { unknown: true }]) {
      const res = await fetch(`${demo.url}/__mode`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
      expect(res.status).toBe(400)
    }
    expect(() => demo.setMode({ failureRate: -0.1 })).toThrow(RangeError)
  })

  it('GET /__stats reports calls by path, POST /__reset clears them', async () => {
    await call(demo, '/api/all-notice')
    await call(demo, '/api/all-notice')
    await call(demo, '/mbapi/admit-card', { mobile_number: '01700000001', verification_code: '123456' })
    await call(demo, '/api/banner', {}, { credential: false })
    const stats = await (await fetch(`${demo.url}/__stats`)).json()
    expect(stats).toEqual({ '/api/all-notice': 2, '/mbapi/admit-card': 1, '/api/banner': 1 })
    expect(demo.calls()).toEqual(stats)
    expect((await fetch(`${demo.url}/__reset`, { method: 'POST' })).status).toBe(200)
    expect(demo.calls()).toEqual({})
  })
})

describe('calls()', () => {
  it('counts every call, failed ones too, and not file requests', async () => {
    demo.setMode({ failureRate: 1 })
    await call(demo, '/api/career')
    demo.setMode({ failureRate: 0 })
    await call(demo, '/api/career')
    await fetch(`${demo.fileBaseUrl}/uploads/banner/banner-1.svg`)
    expect(demo.calls()).toEqual({ '/api/career': 2 })
  })

  it('returns a copy', async () => {
    await call(demo, '/api/career')
    const snapshot = demo.calls()
    await call(demo, '/api/career')
    expect(snapshot).toEqual({ '/api/career': 1 })
    demo.resetCalls()
    expect(demo.calls()).toEqual({})
  })
})
