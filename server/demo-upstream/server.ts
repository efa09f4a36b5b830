// The demo upstream: every endpoint of the university API with generated content, a file
// host, a credential check and switchable failure modes for tests and load runs.

import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import express, { type Express, type NextFunction, type Request, type Response } from 'express'
import { z } from 'zod'
import { ROUTES, type RequestBody } from './api'
import { emptyView, getDemoData } from './data'
import { demoFilesRouter } from './files-router'
import { Rng } from './prng'

export { demoFilesRouter } from './files-router'

export interface DemoMode {
  latencyMs: number
  failureRate: number
  empty: boolean
  hang: boolean
}

export interface DemoOptions extends Partial<DemoMode> {
  /** Extra latency of every admission API call (/mbapi: document requests), for result-day runs. Default 0. */
  admissionLatencyMs?: number
  /** Default '127.0.0.1'. */
  host?: string
  /** Default 0: an ephemeral port. */
  port?: number
  /** Default 'demo-user'. */
  userId?: string
  /** Default 'demo-password'. */
  password?: string
}

/** `await using demo = await startDemoUpstream()` closes it at the end of the block. */
export interface DemoUpstream extends AsyncDisposable {
  /** e.g. http://127.0.0.1:41234 */
  url: string
  /** url + '/api' */
  apiBaseUrl: string
  /** url + '/mbapi' */
  admissionBaseUrl: string
  /** url + '/files' */
  fileBaseUrl: string
  /** Upstream calls received, by path: { '/api/all-notice': 3 }. */
  calls(): Record<string, number>
  resetCalls(): void
  setMode(mode: Partial<DemoMode>): void
  close(): Promise<void>
}

export interface DemoControl {
  calls(): Record<string, number>
  resetCalls(): void
  setMode(mode: Partial<DemoMode>): void
  mode(): DemoMode
  /** Ends everything pending (latency timers, hanging requests). */
  shutdown(): void
}

export type DemoApp = Express & { demo: DemoControl }

export const DEFAULT_CREDENTIAL = { userId: 'demo-user', password: 'demo-password' } as const

export const modeSchema = z
  .object({
    latencyMs: z.number().min(0).max(10 * 60 * 1000),
    failureRate: z.number().min(0).max(1),
    empty: z.boolean(),
    hang: z.boolean(),
  })
  .partial()
  .strict()

function validMode(mode: unknown): Partial<DemoMode> {
  const parsed = modeSchema.safeParse(mode)
  if (!parsed.success) throw new RangeError(`invalid demo mode: ${parsed.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ')}`)
  // Fields given as undefined keep their current value.
  return Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== undefined)) as Partial<DemoMode>
}

const message = (res: Response, status: number, text: string) => res.status(status).json({ message: text })

function parseBody(raw: unknown): RequestBody | undefined {
  if (!Buffer.isBuffer(raw) || raw.length === 0) return undefined
  try {
    const parsed: unknown = JSON.parse(raw.toString('utf8'))
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as RequestBody) : undefined
  } catch {
    return undefined
  }
}

export function createDemoApp(options: DemoOptions = {}): DemoApp {
  const credential = { userId: options.userId ?? DEFAULT_CREDENTIAL.userId, password: options.password ?? DEFAULT_CREDENTIAL.password }
  let mode: DemoMode = {
    latencyMs: 0, failureRate: 0, empty: false, hang: false,
    ...validMode({ latencyMs: options.latencyMs, failureRate: options.failureRate, empty: options.empty, hang: options.hang }),
  }
  const calls = new Map<string, number>()
  const admissionLatencyMs = Math.max(0, options.admissionLatencyMs ?? 0)
  /** Admission API calls being answered now, and the most at once since the last reset. */
  const admission = { inFlight: 0, maxInFlight: 0 }
  const failures = new Rng('demo-upstream/failures')
  const timers = new Set<NodeJS.Timeout>()
  const hanging = new Set<Response>()
  const data = getDemoData()
  const empty = emptyView(data)

  const control: DemoControl = {
    calls: () => Object.fromEntries(calls),
    resetCalls: () => {
      calls.clear()
      admission.maxInFlight = admission.inFlight
    },
    setMode: (next) => {
      mode = { ...mode, ...validMode(next) }
    },
    mode: () => ({ ...mode }),
    shutdown: () => {
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      for (const res of hanging) res.socket?.destroy()
      hanging.clear()
    },
  }

  const app = express() as DemoApp
  app.demo = control
  app.disable('x-powered-by')

  // Test-only administration (never subject to the modes).
  app.get('/__stats', (_req, res) => {
    res.json(control.calls())
  })
  app.get('/__mode', (_req, res) => {
    res.json(control.mode())
  })
  app.post('/__mode', express.json(), (req, res) => {
    try {
      control.setMode(req.body ?? {})
      res.json(control.mode())
    } catch (error) {
      message(res, 400, error instanceof Error ? error.message : 'Invalid mode')
    }
  })
  app.get('/__admission', (_req, res) => {
    res.json({ ...admission })
  })
  app.post('/__reset', (_req, res) => {
    control.resetCalls()
    res.json({ ok: true })
  })
  app.get('/', (_req, res) => {
    res.json({ name: 'demo upstream', endpoints: [...ROUTES.keys()], files: data.files.paths().length, mode: control.mode() })
  })

  // The file host's full GETs by path, and a switch that fails it (test-only, like /__stats).
  const fileGets = new Map<string, number>()
  let filesDown = false
  app.get('/__files', (_req, res) => {
    res.json({ down: filesDown, fullGets: Object.fromEntries(fileGets) })
  })
  app.post('/__files', express.json(), (req, res) => {
    const body = z.object({ down: z.boolean().optional(), reset: z.boolean().optional() }).strict().safeParse(req.body ?? {})
    if (!body.success) return void message(res, 400, 'Expected { down?: boolean, reset?: boolean }')
    if (body.data.down !== undefined) filesDown = body.data.down
    if (body.data.reset) fileGets.clear()
    res.json({ down: filesDown, fullGets: Object.fromEntries(fileGets) })
  })
  app.use('/files', demoFilesRouter(data.files, { onFullGet: (path) => void fileGets.set(path, (fileGets.get(path) ?? 0) + 1), down: () => filesDown }))

  // Every upstream call: count, apply the modes, then parse, check the credential, answer.
  const apiPaths = ['/api', '/mbapi']
  app.use(apiPaths, (req: Request, res: Response, next: NextFunction) => {
    const path = req.baseUrl + req.path
    calls.set(path, (calls.get(path) ?? 0) + 1)
    const current = mode
    const isAdmission = req.baseUrl === '/mbapi'
    if (isAdmission) {
      admission.inFlight++
      admission.maxInFlight = Math.max(admission.maxInFlight, admission.inFlight)
      // Done once the answer is written (or the connection closed), whichever comes first.
      let done = false
      const finished = () => {
        if (!done) admission.inFlight--
        done = true
      }
      res.once('finish', finished)
      res.once('close', finished)
    }
    const latencyMs = current.latencyMs + (isAdmission ? admissionLatencyMs : 0)
    if (current.hang) {
      hanging.add(res)
      res.on('close', () => hanging.delete(res))
      return
    }
    const proceed = () => {
      if (current.failureRate > 0 && failures.next() < current.failureRate) message(res, 500, 'Internal Server Error')
      else next()
    }
    if (latencyMs > 0) {
      const timer = setTimeout(() => {
        timers.delete(timer)
        proceed()
      }, latencyMs)
      timers.add(timer)
    } else {
      proceed()
    }
  })
  app.use(apiPaths, express.raw({ type: () => true, limit: '256kb' }), (req: Request, res: Response) => {
    const handler = ROUTES.get(req.baseUrl + req.path)
    if (!handler) return void message(res, 404, 'Not Found')
    if (req.method !== 'POST') return void res.set('Allow', 'POST').status(405).json({ message: 'Method Not Allowed' })
    const body = parseBody(req.body)
    if (!body) return void message(res, 400, 'Request body must be a JSON object')
    if (body.userId !== credential.userId || body.password !== credential.password) return void message(res, 401, 'Invalid credentials')
    const reply = handler(body, mode.empty ? empty : data)
    res.status(reply.status).json(reply.body)
  })

  app.use((_req: Request, res: Response) => {
    message(res, 404, 'Not Found')
  })
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : 500
    message(res, status, status === 500 ? 'Internal Server Error' : error instanceof Error ? error.message : 'Bad Request')
  })
  return app
}

export async function startDemoUpstream(options: DemoOptions = {}): Promise<DemoUpstream> {
  const host = options.host ?? '127.0.0.1'
  const app = createDemoApp(options)
  const server = createServer(app)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`
  let closing: Promise<void> | undefined
  const close = () => {
    closing ??= new Promise<void>((resolve, reject) => {
      app.demo.shutdown()
      server.close((error) => (error ? reject(error) : resolve()))
      server.closeAllConnections()
    })
    return closing
  }
  return {
    url,
    apiBaseUrl: `${url}/api`,
    admissionBaseUrl: `${url}/mbapi`,
    fileBaseUrl: `${url}/files`,
    calls: app.demo.calls,
    resetCalls: app.demo.resetCalls,
    setMode: app.demo.setMode,
    close,
    [Symbol.asyncDispose]: close,
  }
}
