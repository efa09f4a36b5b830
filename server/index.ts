// Entry: reads the configuration, starts the demo upstream when none is configured,
// listens, and shuts down gracefully on SIGTERM/SIGINT.
import { createServer } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApp, type AppOptions } from './app'
import { ConfigError, loadConfig, type UpstreamConfig } from './config'
import { createLogger } from './logger'

async function main() {
  let config
  try {
    config = loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
  const logger = createLogger(config.logLevel)
  const here = dirname(fileURLToPath(import.meta.url))

  let upstreamConfig: UpstreamConfig
  let demoFiles: AppOptions['demoFiles']
  let closeDemo = async () => {}
  if (config.upstream) {
    upstreamConfig = { ...config.upstream, timeoutMs: config.timeoutMs }
  } else {
    const { startDemoUpstream, demoFilesRouter } = await import('./demo-upstream/server')
    const { demoModeFromEnv } = await import('./demo-upstream/env')
    const demo = await startDemoUpstream({ ...config.demoCredential, ...demoModeFromEnv() })
    closeDemo = demo.close
    demoFiles = demoFilesRouter()
    upstreamConfig = {
      apiBaseUrl: demo.apiBaseUrl,
      admissionBaseUrl: demo.admissionBaseUrl,
      fileBaseUrl: demo.fileBaseUrl,
      publicFileBaseUrl: '/demo-files',
      ...config.demoCredential,
      timeoutMs: config.timeoutMs,
    }
    logger.info({ demoUpstream: demo.url }, 'no UPSTREAM_API_BASE_URL configured: using the demo upstream')
  }

  const options: AppOptions = { config, upstreamConfig, logger, demoFiles }
  if (config.production) {
    const distDir = join(here, '..')
    // Registers Vike's production build with renderPage().
    await import(join(distDir, 'server', 'entry.mjs'))
    options.clientDir = join(distDir, 'client')
  } else {
    const { createDevMiddleware } = await import('vike/server')
    const { devMiddleware } = await createDevMiddleware({ root: join(here, '..') })
    options.devMiddleware = devMiddleware
  }

  const handle = createApp(options)
  const server = createServer(handle.app)
  // Outlive the proxy's idle upstream connections, so it never reuses a socket Node is closing.
  server.keepAliveTimeout = config.keepAliveTimeoutMs
  server.headersTimeout = config.keepAliveTimeoutMs + 1000

  server.on('error', (err) => {
    logger.fatal({ err }, 'server failed to start')
    process.exit(1)
  })
  server.listen(config.port, config.host, () => {
    const address = server.address()
    const port = typeof address === 'object' && address ? address.port : config.port
    const host = config.host === '0.0.0.0' ? 'localhost' : config.host
    logger.info({ port }, `listening on http://${host}:${port}`)
  })

  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'draining: finishing in-flight requests')
    handle.startDraining()
    const force = setTimeout(() => {
      logger.warn('shutdown timeout reached: exiting with requests still open')
      process.exit(1)
    }, config.shutdownTimeoutMs)
    force.unref()
    // Connections of requests that were in flight turn idle when they finish: close them then.
    const sweep = setInterval(() => server.closeIdleConnections(), 100)
    server.close(async () => {
      clearInterval(sweep)
      await closeDemo()
      logger.info('stopped')
      process.exit(0)
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
