// Pages: the request target reduced to what a page reads, trailing-slash redirects that stay on
// this site, rendering with Vike, the in-process page cache, and each answer's status and caching.
import type { IncomingHttpHeaders } from 'node:http'
import type { RequestHandler } from 'express'
import type { Logger } from 'pino'
import { renderPage } from 'vike/server'
import type { RenderOutcome } from '../src/data/load'
import { normalisedPageUrl } from '../src/data/query'
import { splitLocale } from '../src/routes/locale'
import type { PageTable } from '../src/routes/page-table'
import { createSiteSearch } from '../src/data/search'
import { siteToday } from '../src/data/today'
import { canonicalUrl } from '../src/seo/canonical'
import type { AppConfig } from './config'
import { preferredEncoding } from './encoding'
import { OTHER_ROUTE, pageRouteLabel, type Metrics } from './metrics'
import { encodedBody, PageCache, type RenderedPage } from './page-cache'
import { loadPageTable } from './page-table'
import type { RenderExtra, RenderPage } from './render'
import { savesData } from './save-data'
import type { UpstreamService } from './upstream/service'
import type { SiteScriptManifest } from '../src/logic/site-scripts'

/** Seconds a visitor is asked to wait before retrying a page whose data could not load. */
export const DEGRADED_RETRY_AFTER_SECONDS = 10

export interface PageRendererOptions {
  config: AppConfig
  upstream: UpstreamService
  metrics: Metrics
  publicFileBaseUrl: string
  /** The site's script files and its components' (server/static.ts clientFiles); none in development. */
  siteScripts?: SiteScriptManifest
  logger?: Logger
  /** Notice alerts take subscriptions (server/alerts): the form is shown. */
  alertsEnabled?: boolean
}

export interface PageRenderer {
  /** Renders the request's page (or `extra.urlOriginal`) and sends it; forms use it for their result pages. */
  render: RenderPage
  /** GET/HEAD of any other path: trailing-slash redirect, else the page. */
  handler: RequestHandler
}

/** A request target split into raw path and query; an absolute-form target (`GET http://host/x`) keeps only its path. */
export function requestTarget(target: string): { path: string; search: string } {
  const fromPath = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i.exec(target)
  const rest = fromPath ? target.slice(fromPath[0].length) || '/' : target
  const q = rest.indexOf('?')
  const path = q < 0 ? rest : rest.slice(0, q)
  return { path: path.startsWith('/') ? path : `/${path}`, search: q < 0 ? '' : rest.slice(q + 1) }
}

/**
 * A same-origin path for a Location header: one leading '/', and backslashes escaped (browsers
 * read `/\host` and `//host` as another origin).
 */
export function sameOriginPath(path: string): string {
  return `/${path.replace(/^[/\\]+/, '')}`.replace(/\\/g, '%5C')
}

/**
 * The one spelling of a path (RFC 3986 §6.2.2): percent-encoded unreserved characters decoded (`/%61bout` is
 * `/about`), other escapes in upper case. A path spelled otherwise is answered with a permanent redirect to it.
 */
export function pathSpelling(path: string): string {
  return path.replace(/%([0-9A-Fa-f]{2})/g, (escape, hex: string) => {
    const char = String.fromCharCode(parseInt(hex, 16))
    return /^[A-Za-z0-9\-._~]$/.test(char) ? char : escape.toUpperCase()
  })
}

/** White space or a control character (sent raw or escaped): no page's path has one (`/about%20`, `/about%09`, `/about%C2%A0`). */
const SPACE_OR_CONTROL = /[\s\p{Cc}\u00A0\u200B-\u200D\u2060\uFEFF]/u

/**
 * Paths of a development server or of Vike's client router that scanners ask for (`/@vite/client`, `/@fs/…`,
 * `/__vite_ping`, `…/index.pageContext.json`): no page is there, in production they are a plain 404.
 */
const NOT_A_PAGE = /^\/(?:bn\/)?(?:@|__|node_modules\/)|\.pageContext\.json$/i

/** White space and control characters at the end of a path, raw or escaped (a link pasted with a space or a line break after it). */
const TRAILING_SPACE = /(?:\s|%(?:0[9A-D]|20|C2%A0|E2%80%8B|EF%BB%BF))+$/i

/** `path` without white space at its end: its one spelling when that is all that was wrong with it. */
export function withoutTrailingSpace(path: string): string {
  return path.replace(TRAILING_SPACE, '')
}

/** Why a path is no page (a plain 404 without rendering), or null when it may be one. */
export function notAPage(path: string): 'tooling' | 'spacing' | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return null
  }
  if (NOT_A_PAGE.test(decoded)) return 'tooling'
  return SPACE_OR_CONTROL.test(decoded) ? 'spacing' : null
}

/** The query parameters the page at a request path reads (/bn/… reads what its English twin reads). */
const queryOfUrlPath = (table: PageTable, path: string) => table.queryOfPath(splitLocale(path).path)

/** Cache-Control of a rendered page: shared caches keep a good page briefly, browsers revalidate; anything else no-store. */
export function pageCacheControl(status: number, edgeSeconds: number): string {
  if (status !== 200 || edgeSeconds <= 0) return 'no-store'
  return `public, max-age=0, s-maxage=${edgeSeconds}, stale-while-revalidate=${edgeSeconds * 10}, stale-if-error=86400`
}

export function createPageRenderer(options: PageRendererOptions): PageRenderer {
  const { config, metrics } = options
  // Off in development, where a reload must show the edited page.
  const pageCache =
    config.production && config.pageCache.maxSeconds > 0
      ? new PageCache({
          maxEntries: config.pageCache.maxEntries,
          maxBytes: config.pageCache.maxBytes,
          onResult: (result) => metrics.pageCacheResults.inc({ result }),
        })
      : null
  const searchablePages = async () => (await loadPageTable(config.production)).entries.flatMap(({ pattern, search }) => (search ? [{ path: pattern, search }] : []))
  const siteSearch = createSiteSearch(options.upstream, config.searchRefreshMs, () => siteToday(config.pinnedToday), searchablePages, {
    budgetBytes: config.memory.searchIndexBytes,
    onBuilt: (stats) => {
      metrics.searchIndexDocuments.set({ state: 'indexed' }, stats.indexed)
      metrics.searchIndexDocuments.set({ state: 'left_out' }, stats.leftOut)
      metrics.searchIndexBytes.set(stats.bytes)
      if (stats.leftOut > 0)
        options.logger?.warn({ indexed: stats.indexed, leftOut: stats.leftOut, budgetBytes: config.memory.searchIndexBytes }, 'search index over its budget: the oldest documents left out')
    },
  })

  /** Renders `urlOriginal` with Vike; null when no page matches. */
  const renderFresh = async (
    table: PageTable,
    headers: IncomingHttpHeaders,
    urlOriginal: string,
    formResult?: RenderExtra['formResult'],
    saveData = false,
    own: Pick<RenderExtra, 'alertPage' | 'alertFormResult'> = {},
  ): Promise<RenderedPage | null> => {
    const renderOutcome: RenderOutcome = { degraded: false, notFound: false }
    const { path, search } = requestTarget(urlOriginal)
    const pageContext = await renderPage({
      urlOriginal,
      headersOriginal: headers,
      upstream: options.upstream,
      siteSearch,
      today: siteToday(config.pinnedToday),
      publicFileBaseUrl: options.publicFileBaseUrl,
      siteOrigin: config.siteOrigin,
      canonicalUrl: canonicalUrl(config.siteOrigin, path, search, queryOfUrlPath(table, path)),
      formResult,
      alertPage: own.alertPage,
      alertFormResult: own.alertFormResult,
      alertsEnabled: options.alertsEnabled ?? false,
      renderOutcome,
      saveData,
      siteScripts: options.siteScripts,
    })
    metrics.pageRenders.inc()
    const { httpResponse } = pageContext
    if (!httpResponse) return null
    const edgeSeconds = formResult || own.alertPage || own.alertFormResult ? 0 : (table.byPage(pageContext.pageId)?.edgeSeconds ?? 0)
    const headersOut = [...httpResponse.headers]
    let status = httpResponse.statusCode
    // A malformed query value: the page's message, with 400. The URL names nothing: the page's "not found" text, with 404.
    if (status === 200 && renderOutcome.badRequest) status = 400
    else if (status === 200 && renderOutcome.notFound) status = 404
    // Data failed with nothing stale to show: a status the edge answers from its good copy
    // (proxy_cache_use_stale http_503), never stored by either cache; the body is the full page.
    else if (status === 200 && renderOutcome.degraded) {
      status = 503
      headersOut.push(['Retry-After', String(DEGRADED_RETRY_AFTER_SECONDS)], ['X-Degraded', '1'])
    }
    const reusable = status === 200 && edgeSeconds > 0
    return {
      status,
      headers: headersOut,
      body: httpResponse.body,
      cacheControl: pageCacheControl(status, edgeSeconds),
      route: pageRouteLabel(table, pageContext.pageId, pageContext.is404 === true, pageContext.locale ?? 'en'),
      reuseMs: reusable && pageCache ? Math.min(edgeSeconds, config.pageCache.maxSeconds) * 1000 : 0,
    }
  }

  const render: RenderPage = async (req, res, next, extra = {}) => {
    try {
      const table = await loadPageTable(config.production)
      const { path, search } = requestTarget(extra.urlOriginal ?? req.originalUrl)
      const url = normalisedPageUrl(path, search, queryOfUrlPath(table, path))
      const saveData = savesData(req.headers)
      // Two renders a URL at most: with Save-Data on, and without.
      const key = saveData ? `${url}|save-data` : url
      // Only anonymous page reads are shared; a form's result page is the poster's own.
      const shareable = pageCache && !extra.formResult && !extra.alertPage && !extra.alertFormResult && (req.method === 'GET' || req.method === 'HEAD')
      const page = shareable
        ? await pageCache.get(key, () => renderFresh(table, req.headers, url, undefined, saveData))
        : await renderFresh(table, req.headers, url, extra.formResult, saveData, { alertPage: extra.alertPage, alertFormResult: extra.alertFormResult })
      if (!page) return next()
      res.locals.route = page.route
      // Compressed here in one piece (compression() leaves an encoded body alone), so the ETag hashes the
      // compressed bytes, not the page's HTML; a reused render is compressed once, not per request.
      const encoding = preferredEncoding(req)
      const body = !encoding ? page.body : pageCache && page.reuseMs > 0 ? await pageCache.encodedBody(key, page, encoding) : await encodedBody(page, encoding)
      for (const [name, value] of page.headers) res.setHeader(name, value)
      res.setHeader('Cache-Control', page.cacheControl)
      res.vary('Save-Data')
      if (encoding) {
        res.setHeader('Content-Encoding', encoding)
        res.vary('Accept-Encoding')
      }
      res.status(extra.status ?? page.status).send(body)
    } catch (err) {
      next(err)
    }
  }

  const handler: RequestHandler = async (req, res, next) => {
    const { path, search } = requestTarget(req.originalUrl)
    // Scanners' and odd spellings: a plain 404 in the path's language (white space or a control character inside a
    // path), or one redirect to the page's spelling (escaped letters, white space at its end); never a render, so
    // 50 spellings of a page cost none (the edge keys on the raw path).
    const trimmed = withoutTrailingSpace(path)
    if (notAPage(trimmed)) {
      res.locals.route = OTHER_ROUTE
      return next(Object.assign(new Error('Not found'), { status: 404 }))
    }
    const spelling = pathSpelling(trimmed)
    if (spelling !== path) {
      res.locals.route = OTHER_ROUTE
      res.status(301).set('Cache-Control', 'no-store').location(sameOriginPath(spelling) + (search ? `?${search}` : '')).end()
      return
    }
    // Vike's own trailing-slash redirect would echo the target (`/\evil.com/`, `http://evil.example/x/`).
    if (path.length > 1 && path.endsWith('/')) {
      try {
        const table = await loadPageTable(config.production)
        const location = sameOriginPath(path.replace(/\/+$/, ''))
        const query = normalisedPageUrl(location, search, queryOfUrlPath(table, location)).slice(location.length)
        res.locals.route = OTHER_ROUTE
        res.status(301).set('Cache-Control', 'no-store').location(location + query).end()
      } catch (err) {
        next(err)
      }
      return
    }
    await render(req, res, next)
  }

  return { render, handler }
}
