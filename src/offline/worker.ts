// The service worker (built to dist/client/sw.js by esbuild, package.json "build"): offline reading.
// Pages network-first (3 s), saved when they are good (200, HTML, not degraded); hashed assets and
// resized pictures cache-first. Offline, a saved page opens with a note of when it was saved, any
// other page with the list of saved ones. Cache names stay the same across deployments: a page saved
// before one keeps finding its own (hashed) assets, and a new page names only new ones.
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'

type Plugin = NonNullable<NonNullable<ConstructorParameters<typeof NetworkFirst>[0]>['plugins']>[number]
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  request: Request
  respondWith(response: Promise<Response>): void
}
interface MessageEvent extends ExtendableEvent {
  data: unknown
}
interface Worker {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  skipWaiting(): Promise<void>
  clients: { claim(): Promise<void>; matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<{ url: string }[]> }
}
const worker = self as unknown as Worker

const PAGES = 'pages'
const ASSETS = 'assets'
const IMAGES = 'images'
const DAY = 24 * 60 * 60
/** When a page was saved (ms since the epoch), stored with it. */
const SAVED_AT = 'x-saved-at'
/** Saved when the worker is installed: the notices, the circular, the fees and the admission pages. */
const ESSENTIAL_PAGES = ['/all-notice', '/admission-instruction', '/admission-requirements', '/admission-advertisements', '/fees']
/** How many of the newest notices (the first on /all-notice) are saved with them. */
const NEWEST_NOTICES = 5

const pageLimits = { maxEntries: 60, maxAgeSeconds: 30 * DAY }
const pageExpiry = new CacheExpiration(PAGES, pageLimits)

/**
 * A page worth keeping: a whole, good HTML page. Not degraded, not an error, and nothing the server
 * marks no-store (a form's outcome page, shown once to the poster).
 */
function keepable(response: Response, html: boolean): boolean {
  return (
    response.status === 200 &&
    !/no-store/.test(response.headers.get('cache-control') ?? '') &&
    !response.headers.has('x-degraded') &&
    !response.headers.has('x-asset-fallback') &&
    (!html || (response.headers.get('content-type') ?? '').startsWith('text/html'))
  )
}

/** The response with the time it was saved. */
function stamped(response: Response): Response {
  const headers = new Headers(response.headers)
  headers.set(SAVED_AT, String(Date.now()))
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers })
}

const SAVED_TIME = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dhaka',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})
const savedTime = (response: Response) => SAVED_TIME.format(Number(response.headers.get(SAVED_AT)) || Date.parse(response.headers.get('date') ?? ''))

const NOTE_STYLE = 'margin:0;padding:.5rem 1rem;background:#fff3cd;color:#664d03;text-align:center;font:1rem system-ui,sans-serif'

/** A saved page as it is shown instead of the network's answer: with a note of when it was saved. */
async function withSavedNote(response: Response): Promise<Response> {
  const html = await response.text()
  const note = `<p class="saved-copy d-print-none" role="status" style="${NOTE_STYLE}">Saved copy from ${savedTime(response)}</p>`
  return new Response(html.replace(/<body[^>]*>/, (body) => body + note), { status: 200, headers: response.headers })
}

const stampAndNote: Plugin = {
  cacheWillUpdate: async ({ response }) => (keepable(response, true) ? stamped(response) : null),
  cachedResponseWillBeUsed: async ({ cachedResponse }) => cachedResponse && withSavedNote(cachedResponse),
}
const keepGood: Plugin = { cacheWillUpdate: async ({ response }) => (keepable(response, false) ? response : null) }
const matchOptions = { ignoreVary: true }

const pages = new NetworkFirst({
  cacheName: PAGES,
  networkTimeoutSeconds: 3,
  matchOptions,
  plugins: [new ExpirationPlugin(pageLimits), stampAndNote],
})
const assets = new CacheFirst({ cacheName: ASSETS, matchOptions, plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY }), keepGood] })
const images = new CacheFirst({ cacheName: IMAGES, matchOptions, plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY }), keepGood] })

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** The offline page: what this device has saved, newest first. */
async function offlinePage(): Promise<Response> {
  const cache = await caches.open(PAGES)
  const saved = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const response = await cache.match(request, matchOptions)
      const html = response ? await response.text() : ''
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? escapeHtml(new URL(request.url).pathname)
      return { url: new URL(request.url), title: title.replace(/ \| [^|]*$/, ''), at: response ? Number(response.headers.get(SAVED_AT)) : 0, response }
    }),
  )
  saved.sort((a, b) => b.at - a.at)
  const items = saved.map(
    (page) => `<li><a href="${escapeHtml(page.url.pathname + page.url.search)}">${page.title}</a> <small>(saved ${page.response ? savedTime(page.response) : ''})</small></li>`,
  )
  const body = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>You are offline | Hill Tracts University</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:2rem 1rem;color:#1f2937}a{color:#0b5394}li{margin:.5rem 0}</style></head>
<body><main><h1>You are offline</h1><p>This page has not been saved on this device. Pages you can read offline:</p><ul class="saved-pages">${items.join('')}</ul></main></body></html>`
  return new Response(body, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}

/** Fetches `path` into the page cache; answers its HTML ('' if not saved: one failure loses only itself). */
async function savePage(path: string): Promise<string> {
  try {
    const response = await fetch(path, { credentials: 'omit' })
    if (!keepable(response, true)) return ''
    const html = await response.clone().text()
    await (await caches.open(PAGES)).put(path, stamped(response))
    await pageExpiry.updateTimestamp(new URL(path, location.href).href)
    return html
  } catch {
    return ''
  }
}

/** Saves `paths`, then the assets (stylesheets, entry script) they link, each once. */
async function savePages(paths: string[]): Promise<string[]> {
  const pages = await Promise.all(paths.map(savePage))
  const linked = new Set(pages.flatMap((html) => Array.from(html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g), (m) => m[1]!)))
  const assetCache = await caches.open(ASSETS)
  await Promise.all(
    [...linked].map(async (asset) => {
      if (await assetCache.match(asset, matchOptions)) return
      const answer = await fetch(asset).catch(() => null)
      if (answer && keepable(answer, false)) await assetCache.put(asset, answer)
    }),
  )
  return pages
}

/** The essential pages and the newest notices. */
async function saveEssentials() {
  const [notices] = await savePages(ESSENTIAL_PAGES)
  const newest = [...new Set(Array.from(notices!.matchAll(/href="(\/notice\/\d+)"/g), (m) => m[1]!))].slice(0, NEWEST_NOTICES)
  await savePages(newest)
  await pageExpiry.expireEntries()
}

worker.addEventListener('install', (event) => {
  event.waitUntil(saveEssentials().then(() => worker.skipWaiting()))
})

worker.addEventListener('activate', (event) => {
  // The pages open now were loaded before this worker: save them too. They are listed before the worker
  // takes control (claim), since a page may navigate as soon as it is controlled.
  const activate = async () => {
    const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true })
    await worker.clients.claim()
    await savePages(windows.map((w) => new URL(w.url).pathname + new URL(w.url).search))
  }
  event.waitUntil(activate())
})

/**
 * The scripts and stylesheets a page loaded before this worker controlled it (its chunks, those hydration
 * fetched on idle included), sent by /sw-register.js: kept like assets the worker fetched itself, so the
 * page hydrates offline too. Only this site's hashed /assets/ files, at most 100 a message.
 */
worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null
  if (data?.type !== 'loaded-assets' || !Array.isArray(data.urls)) return
  const urls = data.urls.filter((u): u is string => typeof u === 'string' && new URL(u, location.origin).origin === location.origin && new URL(u, location.origin).pathname.startsWith('/assets/')).slice(0, 100)
  event.waitUntil(
    caches.open(ASSETS).then(async (cache) => {
      for (const url of urls) if (!(await cache.match(url))) await cache.add(url).catch(() => undefined)
    }),
  )
})

/** Same-origin paths never handled: forms and downloads, feeds, files, the worker itself. */
const PASS_THROUGH = /^\/(api|demo-files|healthz|readyz|sw\.js)(\/|$)|\.(pdf|xml|ics|json|txt)$/i

worker.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== location.origin || PASS_THROUGH.test(url.pathname)) return
  if (url.pathname.startsWith('/assets/')) event.respondWith(assets.handle({ event, request }))
  else if (url.pathname.startsWith('/img/')) event.respondWith(images.handle({ event, request }))
  else if (request.mode === 'navigate') event.respondWith(pages.handle({ event, request }).catch(offlinePage))
})
