// The Express app, composed of its parts: request metrics and logging, security headers
// (security.ts), ops routes (ops.ts), static files (static.ts), the forms (forms/), and the pages
// with their cache policy (pages.ts). A factory, so tests start it on port 0; server/index.ts listens.
import { STATUS_CODES } from 'node:http'
import { constants as zlibConstants } from 'node:zlib'
import compression from 'compression'
import express, { type Express, type RequestHandler } from 'express'
import type { Logger } from 'pino'
import { pinoHttp } from 'pino-http'
import { alertApiRoutes, alertPageRoutes } from './alerts/routes'
import { createAlerts, type AlertsHandle, type AlertsOptions } from './alerts/service'
import type { AppConfig, UpstreamConfig } from './config'
import { DYNAMIC_BROTLI_QUALITY, DYNAMIC_GZIP_LEVEL } from './encoding'
import { createMetrics, routeLabel, type Metrics } from './metrics'
import { feedRoutes } from './feeds'
import { fileProxy } from './file-proxy'
import { FILE_ROUTE } from '../src/logic/files'
import { formOutcomePages, formRoutes } from './forms'
import { imageEndpoint } from './images'
import { IMAGE_ROUTE } from '../src/logic/images'
import { opsRoutes } from './ops'
import { createPageRenderer, requestTarget } from './pages'
import { m } from '../src/i18n/messages'
import { splitLocale, type Locale } from '../src/routes/locale'
import { loadPageTable } from './page-table'
import { RESULT_LOOKUP_PATHS, resultLookupLimit } from './result-lookups'
import { securityHeaders } from './security'
import { clientFiles } from './static'
import { createUpstream, type Upstream } from './upstream'
import { SERVER_PATH } from '../src/routes/paths'

export interface AppOptions {
  config: AppConfig
  /** The upstream actually used (configured, or the demo upstream's). */
  upstreamConfig: UpstreamConfig
  logger: Logger
  /** Production: directory of the client build to serve. */
  clientDir?: string
  /** Development: Vite's dev middleware. */
  devMiddleware?: RequestHandler
  /** Tests: the upstream caches' clock (milliseconds), so TTLs and EMPTY_LIST_CONFIRM_MS pass without waiting. */
  cacheClock?: () => number
  /** Tests: the alerts' clock, a notifier driven by hand, a mailer of their own (server/alerts/service.ts). */
  alerts?: Pick<AlertsOptions, 'now' | 'manualNotifier' | 'mailer' | 'pushAgent'>
}

export interface AppHandle {
  app: Express
  metrics: Metrics
  upstream: Upstream
  /** Notice alerts; null when off (production without SMTP_URL). close() at shutdown. */
  alerts: AlertsHandle | null
  /** Readiness turns false when draining starts (SIGTERM). */
  startDraining(): void
  readonly draining: boolean
}

export function createApp(options: AppOptions): AppHandle {
  const { config, logger } = options
  const metrics = createMetrics()
  const upstream = createUpstream(options.upstreamConfig, { ...config.cache, now: options.cacheClock }, metrics, logger)
  let draining = false
  const alerts = createAlerts({ config, source: upstream.service, metrics, logger, ...options.alerts })

  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', config.trustedProxies)

  app.use((req, res, next) => {
    const end = metrics.httpDuration.startTimer()
    res.on('finish', () => end({ route: routeLabel(req, res), method: req.method, status: res.statusCode }))
    if (draining) res.setHeader('Connection', 'close')
    next()
  })
  app.use(
    pinoHttp({
      logger,
      // The route label is added to the one line logged per finished request.
      customSuccessObject: (req, res, value) => ({ ...value, route: routeOf(req, res) }),
      // pino-http invents an Error (with its own stack) for any 5xx without one: a degraded page (503,
      // X-Degraded: its data failed, the upstream's failure is logged where it happened) is marked as
      // such instead, so an outage does not fill the log with that stack once per request.
      customErrorObject: (req, res, err, value) =>
        res.getHeader('X-Degraded') && !(res as { err?: unknown }).err
          ? { ...value, err: undefined, degraded: true, route: routeOf(req, res) }
          : { ...value, err, route: routeOf(req, res) },
      serializers: {
        req: (req) => ({ method: req.method, url: req.url }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
      autoLogging: { ignore: (req) => req.url === SERVER_PATH.health || req.url === SERVER_PATH.ready || req.url === SERVER_PATH.metrics },
    }),
  )

  app.use(securityHeaders(options.upstreamConfig.publicFileBaseUrl))
  app.use(opsRoutes(metrics, () => draining))
  // Every file an upstream record names, streamed from the file host as it is (not compressed again: its length passes through).
  app.use(FILE_ROUTE, labelled(FILE_ROUTE), fileProxy(upstream.client, options.upstreamConfig.fileBaseUrl, config.files))
  // Per-request bodies (pages not reused from the page cache, API answers): the dynamic-body settings.
  app.use(compression({ level: DYNAMIC_GZIP_LEVEL, brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: DYNAMIC_BROTLI_QUALITY } } }))

  // Pictures from the file host, resized (server/images.ts); one metric label for every URL below it.
  app.use(
    IMAGE_ROUTE,
    labelled(IMAGE_ROUTE),
    imageEndpoint({ client: upstream.client, limits: config.images, metrics, logger }),
  )
  if (options.devMiddleware) app.use(options.devMiddleware)
  const client = options.clientDir ? clientFiles(options.clientDir) : undefined
  if (client) {
    app.use(SERVER_PATH.assets, labelled(SERVER_PATH.assets), ...client.assets)
    app.use(client.publicFiles)
  }

  const { render, handler: pages } = createPageRenderer({
    config,
    upstream: upstream.service,
    metrics,
    publicFileBaseUrl: options.upstreamConfig.publicFileBaseUrl,
    siteScripts: client?.siteScripts,
    logger,
    alertsEnabled: alerts !== null,
  })
  const alertDeps = { alerts, render, metrics, subscribeRateLimit: config.alerts.subscribeRateLimit }

  app.use(SERVER_PATH.api, routePrefix(SERVER_PATH.api), formRoutes({ upstream, config, render, metrics }))
  // Notice alerts: subscribe, manage, unsubscribe (RFC 8058 one-click), push (server/alerts/).
  app.use(SERVER_PATH.api, routePrefix(SERVER_PATH.api), alertApiRoutes(alertDeps))
  app.use(SERVER_PATH.api, (_req, res) => {
    res.status(404).set('Cache-Control', 'no-store').json({ message: 'Not found' })
  })
  // The alerts' e-mail links: confirm and manage pages, never cached.
  app.use(alertPageRoutes(alertDeps))
  // A no-JS form post's outcome (POST-redirect-GET): shown once on the form's page, never cached.
  app.use(formOutcomePages(render))
  // Feeds, calendars, sitemap.xml and robots.txt (server/feeds/).
  app.use(feedRoutes({ upstream: upstream.service, siteOrigin: config.siteOrigin, pinnedToday: config.pinnedToday, pageTable: () => loadPageTable(config.production), logger }))
  // Admission result lookups per client address (the list's views are not counted).
  app.get(RESULT_LOOKUP_PATHS, resultLookupLimit(config.resultLookupRateLimit))
  app.get('/{*splat}', pages)

  app.use(((err, req, res, _next) => {
    const status = clientErrorStatus(err)
    if (status === undefined) req.log?.error({ err }, 'request failed')
    if (res.headersSent) return res.end()
    res
      .status(status ?? 500)
      .set('Cache-Control', 'no-store')
      .type('text/plain')
      .send(errorText(status, splitLocale(requestTarget(req.originalUrl).path).locale))
  }) as express.ErrorRequestHandler)

  return {
    app,
    metrics,
    upstream,
    alerts,
    startDraining: () => {
      draining = true
    },
    get draining() {
      return draining
    },
  }
}

/** The plain answer to a request that failed before or outside a page, in the language of its path (/bn/… in Bengali). */
function errorText(status: number | undefined, locale: Locale): string {
  if (status === undefined) return m.error_tryLater({}, { locale })
  if (locale === 'en') return STATUS_CODES[status] ?? 'Bad request'
  return status === 404 ? m.error_notFoundTitle({}, { locale }) : m.error_badRequest({}, { locale })
}

/** The 4xx status an error carries (a missing asset, an unreadable body), else undefined. */
function clientErrorStatus(err: unknown): number | undefined {
  const status = (err as { status?: unknown } | null)?.status
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined
}

function routeOf(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse): string {
  return routeLabel(req as express.Request, res as express.Response)
}

/** Metric labels below a router's mount: its path, then the route matched in it. */
function routePrefix(prefix: string): RequestHandler {
  return (_req, res, next) => {
    res.locals.routePrefix = prefix
    next()
  }
}

/** Gives every request below a mount one metric label (static files). */
function labelled(route: string): RequestHandler {
  return (_req, res, next) => {
    res.locals.route = route
    next()
  }
}
