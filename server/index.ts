// Entry: reads the configuration, starts the demo upstream (a child process) in demo mode,
// listens within limits, and drains gracefully on SIGTERM/SIGINT.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createApp, type AppOptions } from './app'
import { ConfigError, loadConfig, type UpstreamConfig } from './config'
import { startDemoProcess } from './demo-process'
import { FILE_ROUTE } from '../src/logic/files'
import { createLimitedServer, trackConnections } from './lifecycle'
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

  let stopping = false
  let upstreamConfig: UpstreamConfig
  let stopDemo = async () => {}
  if (config.upstream) {
    upstreamConfig = { ...config.upstream, timeoutMs: config.timeoutMs }
  } else {
    const demo = await startDemoProcess(config.demoCredential, (code) => {
      // Ctrl-C reaches the child too: that is not a failure.
      if (stopping) return
      logger.fatal({ code }, 'the demo upstream exited: stopping')
      process.exit(1)
    }).catch((err: Error) => {
      console.error(err.message)
      process.exit(1)
    })
    stopDemo = demo.stop
    upstreamConfig = {
      apiBaseUrl: `${demo.url}/api`,
      admissionBaseUrl: `${demo.url}/mbapi`,
      fileBaseUrl: `${demo.url}/files`,
      publicFileBaseUrl: FILE_ROUTE,
      ...config.demoCredential,
      timeoutMs: config.timeoutMs,
    }
    logger.warn({ demoUpstream: demo.url }, 'demo mode: using the demo upstream (generated content), not the university API')
  }

  const options: AppOptions = { config, upstreamConfig, logger }
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
  const server = createLimitedServer(handle.app, config, logger)
  const connections = trackConnections(server, { maxConnections: config.maxConnections, logger })

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

  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down')
    handle.startDraining()
    const force = setTimeout(() => {
      logger.warn('shutdown timeout reached: exiting with requests still open')
      connections.destroyAll()
      process.exit(1)
    }, config.shutdownTimeoutMs)
    force.unref()
    // Ctrl-C in a terminal stops at once; an orchestrator's SIGTERM gets the drain delay.
    await connections.drain({ drainDelayMs: signal === 'SIGINT' ? 0 : config.drainDelayMs, logger })
    await handle.alerts?.close().catch((err: unknown) => logger.warn({ err }, 'alerts did not close cleanly'))
    await stopDemo()
    logger.info('stopped')
    process.exit(0)
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
