// The Express app: pages rendered by Vike, forms, health, metrics and assets.
// A factory, so tests start it on port 0; server/index.ts is the entry that listens.
import { STATUS_CODES } from 'node:http'
import compression from 'compression'
import express, { type Express, type RequestHandler } from 'express'
import helmet from 'helmet'
import type { Logger } from 'pino'
import { pinoHttp } from 'pino-http'
import { renderPage } from 'vike/server'
import type { AppConfig, UpstreamConfig } from './config'
import { createMetrics, routeLabel, type Metrics } from './metrics'
import { formOutcomePages, formRoutes } from './forms'
import { preferredEncoding } from './encoding'
import { encodedBody, PageCache, type RenderedPage } from './page-cache'
import { clientFiles } from './static'
import type { RenderExtra, RenderPage } from './render'
import { createUpstream, type Upstream } from './upstream'

export interface AppOptions {
  config: AppConfig
  /** The upstream actually used (configured, or the demo upstream's). */
  upstreamConfig: UpstreamConfig
  logger: Logger
  /** Production: directory of the client build to serve. */
  clientDir?: string
  /** Development: Vite's dev middleware. */
  devMiddleware?: RequestHandler
  /** Demo mode: serves the demo upstream's files at /demo-files. */
  demoFiles?: RequestHandler
}

export interface AppHandle {
  app: Express
  metrics: Metrics
  upstream: Upstream
  /** Readiness turns false when draining starts (SIGTERM). */
  startDraining(): void
  readonly draining: boolean
}

/** Rendered HTML kept in process, in characters (~ bytes): a few hundred pages. */
const PAGE_CACHE_MAX_CHARS = 64 * 1024 * 1024

/** Seconds a page that could not load its data may be kept by the edge. */
const DEGRADED_EDGE_SECONDS = 5

export function createApp(options: AppOptions): AppHandle {
  const { config, logger } = options
  const metrics = createMetrics()
  const upstream = createUpstream(options.upstreamConfig, config.cache, metrics, logger)
  let draining = false

  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', config.trustProxyHops)

  app.use((req, res, next) => {
    const end = metrics.httpDuration.startTimer()
    res.on('finish', () => end({ route: routeLabel(req.path, res.statusCode), method: req.method, status: res.statusCode }))
    if (draining) res.setHeader('Connection', 'close')
    next()
  })
  app.use(
    pinoHttp({
      logger,
      // The route label is added to the one line logged per finished request.
      customSuccessObject: (req, res, value) => ({ ...value, route: routeOf(req, res) }),
      customErrorObject: (req, res, _err, value) => ({ ...value, route: routeOf(req, res) }),
      serializers: {
        req: (req) => ({ method: req.method, url: req.url }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url === '/metrics' },
    }),
  )

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' })
  })
  app.get('/readyz', (_req, res) => {
    res.set('Cache-Control', 'no-store').status(draining ? 503 : 200).json({ ready: !draining })
  })
  app.get('/metrics', async (_req, res) => {
    res.set('Cache-Control', 'no-store').type(metrics.registry.contentType).send(await metrics.registry.metrics())
  })

  app.use(helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy(options.upstreamConfig.publicFileBaseUrl) } }))
  app.use(compression())

  if (options.demoFiles) app.use('/demo-files', options.demoFiles)
  if (options.devMiddleware) app.use(options.devMiddleware)
  if (options.clientDir) {
    const { assets, publicFiles } = clientFiles(options.clientDir)
    app.use('/assets', ...assets)
    app.use(publicFiles)
  }

  // Off in development, where a reload must show the edited page.
  const pageCache =
    config.production && config.pageCache.maxSeconds > 0
      ? new PageCache({
          maxEntries: config.pageCache.maxEntries,
          maxChars: PAGE_CACHE_MAX_CHARS,
          onResult: (result) => metrics.pageCacheResults.inc({ result }),
        })
      : null

  /** Renders `urlOriginal` with Vike; null when no page matches. */
  const renderFresh = async (req: express.Request, urlOriginal: string, formResult?: RenderExtra['formResult']): Promise<RenderedPage | null> => {
    const pageContext = await renderPage({
      urlOriginal,
      headersOriginal: req.headers,
      upstream: upstream.service,
      publicFileBaseUrl: options.upstreamConfig.publicFileBaseUrl,
      formResult,
    })
    const { httpResponse } = pageContext
    if (!httpResponse) return null
    const edgeSeconds = formResult ? 0 : (pageContext.config?.edgeCacheSeconds ?? 0)
    const degraded = hasDataError(pageContext.data)
    const reusable = httpResponse.statusCode === 200 && edgeSeconds > 0 && !degraded
    return {
      status: httpResponse.statusCode,
      headers: [...httpResponse.headers],
      body: httpResponse.body,
      cacheControl: pageCacheControl(httpResponse.statusCode, edgeSeconds, degraded),
      reuseMs: reusable && pageCache ? Math.min(edgeSeconds, config.pageCache.maxSeconds) * 1000 : 0,
    }
  }

  const render: RenderPage = async (req, res, next, extra = {}) => {
    try {
      const url = extra.urlOriginal ?? req.originalUrl
      // Only anonymous page reads are shared; a form's result page is the poster's own.
      const shareable = pageCache && !extra.formResult && (req.method === 'GET' || req.method === 'HEAD')
      const page = shareable ? await pageCache.get(url, () => renderFresh(req, url)) : await renderFresh(req, url, extra.formResult)
      if (!page) return next()
      // A reused render is compressed once, not per request.
      const encoding = page.reuseMs > 0 ? preferredEncoding(req) : null
      const body = encoding ? await encodedBody(page, encoding) : page.body
      for (const [name, value] of page.headers) res.setHeader(name, value)
      res.setHeader('Cache-Control', page.cacheControl)
      if (encoding) {
        res.setHeader('Content-Encoding', encoding)
        res.vary('Accept-Encoding')
      }
      res.status(extra.status ?? page.status).send(body)
    } catch (err) {
      next(err)
    }
  }

  app.use('/api', formRoutes({ upstream, config, render, metrics }))
  app.use('/api', (_req, res) => {
    res.status(404).set('Cache-Control', 'no-store').json({ message: 'Not found' })
  })
  app.use(formOutcomePages(render))
  app.get('/{*splat}', (req, res, next) => render(req, res, next))

  app.use(((err, req, res, _next) => {
    const status = clientErrorStatus(err)
    if (status === undefined) req.log?.error({ err }, 'request failed')
    if (res.headersSent) return res.end()
    res
      .status(status ?? 500)
      .set('Cache-Control', 'no-store')
      .type('text/plain')
      .send(status ? (STATUS_CODES[status] ?? 'Bad request') : 'Something went wrong. Please try again later.')
  }) as express.ErrorRequestHandler)

  return {
    app,
    metrics,
    upstream,
    startDraining: () => {
      draining = true
    },
    get draining() {
      return draining
    },
  }
}

/** The 4xx status an error carries (a missing asset, an unreadable body), else undefined. */
function clientErrorStatus(err: unknown): number | undefined {
  const status = (err as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined
}

function routeOf(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse): string {
  return routeLabel((req as express.Request).path ?? req.url ?? '', res.statusCode)
}

/** Cache-Control of a rendered page: shared caches keep it briefly, browsers revalidate. */
export function pageCacheControl(status: number, edgeSeconds: number, degraded: boolean): string {
  if (status !== 200 || edgeSeconds <= 0) return 'no-store'
  const seconds = degraded ? Math.min(edgeSeconds, DEGRADED_EDGE_SECONDS) : edgeSeconds
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds * 10}, stale-if-error=86400`
}

/** Pages' data carry `error` (a failure's message) when an upstream call failed without stale data. */
function hasDataError(data: unknown): boolean {
  return !!data && typeof data === 'object' && typeof (data as { error?: unknown }).error === 'string'
}

function contentSecurityPolicy(publicFileBaseUrl: string) {
  const fileOrigin = /^https?:\/\//.test(publicFileBaseUrl) ? new URL(publicFileBaseUrl).origin : null
  const files = fileOrigin ? [fileOrigin] : []
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https://img.youtube.com', 'https://i.ytimg.com', ...files],
    frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://www.google.com', ...files],
    objectSrc: ["'none'"],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    baseUri: ["'self'"],
    upgradeInsecureRequests: null,
  }
}
