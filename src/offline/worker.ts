// The service worker (built to dist/client/sw.js by esbuild, package.json "build"): offline reading.
// Pages network-first (3 s), saved when they are good (200, HTML, not degraded); hashed assets and
// resized pictures cache-first. Offline, a saved page opens as a reading copy (its scripts left out:
// every control works without them) with a note of when it was saved, any other page with the list of
// saved ones, both in the page's language. Cache names stay the same across deployments: a page saved
// before one keeps finding its own (hashed) stylesheets, and a new page names only new ones.
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration'
import { CacheFirst, NetworkFirst } from 'workbox-strategies'
import { formatCalendarDateIn, formatClock } from '../i18n/format'
import { savedPageKey } from './keys'
import { onNotificationClick, onPush, type PushScope } from './push'

type Plugin = NonNullable<NonNullable<ConstructorParameters<typeof NetworkFirst>[0]>['plugins']>[number]
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void
}
interface FetchEvent extends ExtendableEvent {
  request: Request
  respondWith(response: Promise<Response>): void
}
interface Worker {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void
  skipWaiting(): Promise<void>
  clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<{ url: string }[]> }
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

type Language = 'en' | 'bn'
/** A path's language: the Bengali twin lives under /bn (src/routes/locale.ts). */
const languageOf = (path: string): Language => (/^\/bn(\/|$)/.test(path) ? 'bn' : 'en')

/** What the worker writes, in both of the site's languages. */
const TEXTS = {
  en: {
    savedCopy: 'Saved copy from',
    saved: 'saved',
    offline: 'You are offline',
    notSaved: 'This page has not been saved on this device. Pages you can read offline:',
    site: 'Hill Tracts University',
  },
  bn: {
    savedCopy: 'সংরক্ষিত কপি,',
    saved: 'সংরক্ষণ',
    offline: 'আপনি অফলাইনে আছেন',
    notSaved: 'এই পাতাটি এই ডিভাইসে সংরক্ষিত নেই। অফলাইনে পড়া যায় এমন পাতা:',
    site: 'হিল ট্র্যাক্টস বিশ্ববিদ্যালয়',
  },
} satisfies Record<Language, Record<string, string>>

const timeFormat = (tag: string) =>
  new Intl.DateTimeFormat(tag, { timeZone: 'Asia/Dhaka', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
const SAVED_TIME_EN = timeFormat('en-GB')
/** Bengali as the rest of the site writes a date and a time: "২৮ নভেম্বর ২০২৬, দুপুর ২:৩০" (the Dhaka wall clock). */
const DHAKA_NUMBERS = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', day: 'numeric', month: 'numeric', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
function savedTimeBn(at: number): string {
  const part = Object.fromEntries(DHAKA_NUMBERS.formatToParts(at).map((p) => [p.type, p.value]))
  const date = formatCalendarDateIn({ year: Number(part.year), month: Number(part.month), day: Number(part.day) }, 'bn')
  return `${date}, ${formatClock(`${part.hour}:${part.minute}`, 'bn') ?? ''}`
}
const savedTime = (response: Response, language: Language) => {
  const at = Number(response.headers.get(SAVED_AT)) || Date.parse(response.headers.get('date') ?? '')
  return language === 'bn' ? savedTimeBn(at) : SAVED_TIME_EN.format(at)
}

/**
 * The note stays in view at the foot of the window: a reload restores the page's scroll (issue 36: at y=35 the note,
 * first in the body, was out of view), and a spacer at the end keeps the page's last lines clear of it.
 */
const NOTE_STYLE = 'position:fixed;inset:auto 0 0;z-index:1090;margin:0;padding:.5rem 1rem;background:#fff3cd;color:#664d03;text-align:center;font:1rem system-ui,sans-serif'
const NOTE_SPACER = '<div class="d-print-none" style="height:3rem" aria-hidden="true"></div>'

/** Script elements but structured data, and module preloads: what hydrates a page, never needed to read it. */
const PAGE_SCRIPTS = /<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>|<link\b[^>]*rel="modulepreload"[^>]*>/g

/**
 * A saved page as it is shown instead of the network's answer: a reading copy with a note of when it was
 * saved. Its scripts are left out, so it never hydrates against chunks this device may not have kept (or
 * that a later deployment replaced); its controls are native HTML and work without them.
 */
async function readingCopy(response: Response, path: string): Promise<Response> {
  const language = languageOf(path)
  const html = (await response.text()).replace(PAGE_SCRIPTS, '')
  const note = `<p class="saved-copy d-print-none" role="status" style="${NOTE_STYLE}">${TEXTS[language].savedCopy} ${savedTime(response, language)}</p>`
  return new Response(html.replace(/<body[^>]*>/, (body) => body + note).replace(/<\/body>/, `${NOTE_SPACER}</body>`), { status: 200, headers: response.headers })
}

const stampAndNote: Plugin = {
  // One copy per page (tracking tags dropped); a search is never saved (src/offline/keys.ts).
  cacheKeyWillBeUsed: async ({ request }) => savedPageKey(new URL(request.url)) ?? request,
  cacheWillUpdate: async ({ request, response }) => (savedPageKey(new URL(request.url)) !== null && keepable(response, true) ? stamped(response) : null),
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) => cachedResponse && readingCopy(cachedResponse, new URL(request.url).pathname),
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

/** The offline page, in the language of the page asked for: what this device has saved, newest first. */
async function offlinePage(path: string): Promise<Response> {
  const language = languageOf(path)
  const text = TEXTS[language]
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
    (page) => `<li><a href="${escapeHtml(page.url.pathname + page.url.search)}">${page.title}</a> <small>(${text.saved} ${page.response ? savedTime(page.response, language) : ''})</small></li>`,
  )
  const body = `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${text.offline} | ${text.site}</title>
<style>body{font:1rem/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:2rem 1rem;color:#1f2937}a{color:#0b5394}li{margin:.5rem 0}</style></head>
<body><main><h1>${text.offline}</h1><p>${text.notSaved}</p><ul class="saved-pages">${items.join('')}</ul></main></body></html>`
  return new Response(body, { status: 503, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}

/** Fetches `path` into the page cache; answers its HTML ('' if not saved: one failure loses only itself). */
async function savePage(path: string): Promise<string> {
  const key = savedPageKey(new URL(path, location.href))
  if (key === null) return ''
  try {
    const response = await fetch(path, { credentials: 'omit' })
    if (!keepable(response, true)) return ''
    const html = await response.clone().text()
    await (await caches.open(PAGES)).put(key, stamped(response))
    await pageExpiry.updateTimestamp(key)
    return html
  } catch {
    return ''
  }
}

/** Saves `paths`, then the stylesheets they link (a reading copy needs no script), each once. */
async function savePages(paths: string[]): Promise<string[]> {
  const pages = await Promise.all(paths.map(savePage))
  const linked = new Set(pages.flatMap((html) => Array.from(html.matchAll(/href="(\/assets\/[^"]+\.css)"/g), (m) => m[1]!)))
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

/** The essential pages and the newest notices, in `language`. */
async function saveEssentials(language: Language) {
  const prefix = language === 'bn' ? '/bn' : ''
  const [notices] = await savePages(ESSENTIAL_PAGES.map((path) => prefix + path))
  const newest = [...new Set(Array.from(notices!.matchAll(/href="((?:\/bn)?\/notice\/\d+)"/g), (m) => m[1]!))].slice(0, NEWEST_NOTICES)
  await savePages(newest)
}

worker.addEventListener('install', (event) => {
  // In the language of the pages open (the visitor's), English if none is.
  const install = async () => {
    const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true })
    const languages = new Set(windows.map((w) => languageOf(new URL(w.url).pathname)))
    await Promise.all([...(languages.size ? languages : ['en' as const])].map(saveEssentials))
    await pageExpiry.expireEntries()
    await worker.skipWaiting()
  }
  event.waitUntil(install())
})

worker.addEventListener('activate', (event) => {
  // The pages open now were loaded before this worker: save them too. The worker does not take control of them
  // (clients.claim): their next page comes through it anyway, and a claim evicts the page left from the browser's
  // back/forward cache (tests/e2e/bfcache.browser.test.ts).
  const activate = async () => {
    const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true })
    await savePages(windows.map((w) => new URL(w.url).pathname + new URL(w.url).search))
  }
  event.waitUntil(activate())
})

/** Same-origin paths never handled: forms and downloads, feeds, files, the worker itself. */
const PASS_THROUGH = /^\/(api|files|healthz|readyz|sw\.js)(\/|$)|\.(pdf|xml|ics|json|txt)$/i

// Notice alerts by Web Push (src/offline/push.ts).
const pushScope = self as unknown as PushScope & { addEventListener(type: string, listener: (event: never) => void): void }
pushScope.addEventListener('push', (event: Parameters<typeof onPush>[1]) => onPush(pushScope, event))
pushScope.addEventListener('notificationclick', (event: Parameters<typeof onNotificationClick>[1]) => onNotificationClick(pushScope, event))

worker.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (request.method !== 'GET' || url.origin !== location.origin || PASS_THROUGH.test(url.pathname)) return
  if (url.pathname.startsWith('/assets/')) event.respondWith(assets.handle({ event, request }))
  else if (url.pathname.startsWith('/img/')) event.respondWith(images.handle({ event, request }))
  else if (request.mode === 'navigate') event.respondWith(pages.handle({ event, request }).catch(() => offlinePage(url.pathname)))
})
