// The setup of the HTTP suites: the app in this test process, made by createApp as server/index.ts makes
// it (Vike's production build, the client files, the server's limits), on a loopback port, in front of the
// demo upstream (a separate program, as in production). Started once per test file and stopped after it.
// Suites that need the server as an operator runs it (signals, memory, its own log stream) use
// stackForFile() (tests/support/stack-for-file.ts) instead.
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { createApp, type AppHandle, type AppOptions } from '../../server/app'
import { loadConfig } from '../../server/config'
import { createLimitedServer } from '../../server/lifecycle'
import { createLogger } from '../../server/logger'
import { disposable } from './dispose'
import { DIST, OutputTail, startDemoUpstream, TEST_SERVER_ENV, upstreamEnvironment, type DemoUpstreamProcess } from './processes'

/** The app running in this process: like startSite()'s RunningProcess, without a child. */
export interface InProcessSite extends AsyncDisposable {
  url: string
  /** Everything the app logged so far (pino's JSON lines). */
  output: () => string
  app: AppHandle
  stop: () => Promise<void>
}

export interface AppForFile {
  upstream: DemoUpstreamProcess
  site: InProcessSite
}

/** The environment startSite() gives the built server, so both setups answer alike. */
function siteEnvironment(upstreamUrl: string, siteEnv: Record<string, string>): Record<string, string> {
  return {
    ...TEST_SERVER_ENV,
    ...upstreamEnvironment(upstreamUrl),
    UPSTREAM_TIMEOUT_MS: '2000',
    ...siteEnv,
  }
}

/**
 * The app in this process in front of `upstream` (its /api, /mbapi and /files), configured by `siteEnv` as
 * startSite() configures the built server. One per test file: what the pages read at run time (the site's
 * "today", the search refresh) comes from process.env, which stop() restores.
 */
export async function startApp(
  upstream: { url: string },
  siteEnv: Record<string, string> = {},
  { cacheClock, alerts }: { cacheClock?: () => number; alerts?: AppOptions['alerts'] } = {},
): Promise<InProcessSite> {
  const env = siteEnvironment(upstream.url, siteEnv)
  const previous = Object.fromEntries(Object.keys(env).map((key) => [key, process.env[key]]))
  Object.assign(process.env, env)
  const config = loadConfig(env)
  if (!config.upstream) throw new Error('startApp: the site needs an upstream')
  const tail = new OutputTail()
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      tail.append(chunk.toString())
      done()
    },
  })
  const logger = createLogger(config.logLevel, sink)
  // Registers Vike's production build with renderPage(), as server/index.ts does.
  await import(join(DIST, 'server', 'entry.mjs'))
  const app = createApp({ config, upstreamConfig: { ...config.upstream, timeoutMs: config.timeoutMs }, logger, clientDir: join(DIST, 'client'), cacheClock, alerts })
  const server = createLimitedServer(app.app, config, logger)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  // The alerts' store opens in the background; the embedded one (PGlite) takes seconds of this process's CPU, which
  // on a loaded machine made the first pages' upstream calls outlast their timeout. Tests start once it is open.
  await app.alerts?.get()
  const { port } = server.address() as AddressInfo
  const stop = async () => {
    await new Promise((resolve) => {
      server.close(resolve)
      server.closeAllConnections()
    })
    await app.alerts?.close()
    for (const [key, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[key]
      else process.env[key] = value
    }
  }
  return disposable({ url: `http://127.0.0.1:${port}`, output: () => tail.text(), app, stop }, stop)
}

/** The demo upstream (a program of its own) and the app in this process in front of it, for one test file. */
export function appForFile(siteEnv: Record<string, string> = {}, upstreamEnv: Record<string, string> = {}): AppForFile {
  const live = {} as AppForFile
  beforeAll(async () => {
    const upstream = await startDemoUpstream(upstreamEnv)
    try {
      Object.assign(live, { upstream, site: await startApp(upstream, siteEnv) })
    } catch (err) {
      await upstream.stop()
      throw err
    }
  })
  afterAll(async () => {
    await live.site?.stop()
    await live.upstream?.stop()
  })
  return live
}
