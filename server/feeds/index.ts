// Feeds (RSS, Atom), calendars (iCalendar), sitemap.xml and robots.txt: Express routes answering
// non-HTML from the same cached upstream answers the pages read. Cached like pages (s-maxage, so
// the edge keeps them); when the upstream fails with nothing cached the answer is 503 with
// Retry-After, never an empty feed or half a sitemap; with a stale answer in the cache, the stale one.
import { Router, type Request, type RequestHandler, type Response } from 'express'
import type { Logger } from 'pino'
import { CALENDARS, FEEDS, calendarEntryIcsPath, type FeedInfo } from '../../src/content/feeds'
import { siteToday } from '../../src/data/today'
import type { FileRef } from '../../src/domain/types'
import { CALENDAR_KEY, calendarEntryKeys } from '../../src/logic/calendar-keys'
import { DEGRADED_RETRY_AFTER_SECONDS, pageCacheControl } from '../pages'
import type { UpstreamService } from '../upstream/service'
import { hasStartDay, renderCalendar, type CalendarItem } from './calendar'
import { absoluteFileUrl, feedEntries, renderFeed, type FeedEntry, type FeedFormat } from './syndication'
import type { PageTable } from '../../src/routes/page-table'
import { renderRobots, renderSitemapIndex, renderUrlset, sitemapParts, sitemapUrls, type SiteData } from './sitemap'
import { newsPath, noticePath } from '../../src/routes/paths'

/** Seconds the edge keeps each answer fresh (like the pages they mirror). */
const EDGE_SECONDS = { feed: 60, calendar: 600, events: 300, sitemap: 300, robots: 3600 } as const

/**
 * The sizes of a feed's enclosures are asked of the file host this many at a time. Each ask has
 * fileSize's short timeout and its answer (or "unknown") is cached, so an uncached feed of 50 items
 * waits at most four rounds of that timeout, and the next render none.
 */
const SIZE_CONCURRENCY = 16

const CONTENT_TYPES: Record<FeedFormat, string> = {
  rss: 'application/rss+xml; charset=utf-8',
  atom: 'application/atom+xml; charset=utf-8',
}
const CALENDAR_TYPE = 'text/calendar; charset=utf-8'
const XML_TYPE = 'application/xml; charset=utf-8'

export interface FeedRoutesOptions {
  upstream: UpstreamService
  /** Absolute origin of every link. */
  siteOrigin: string
  /** The configuration's pinned day (src/data/today.ts), if any: no `lastmod` after it. */
  pinnedToday: string | undefined
  /** The site's pages (server/page-table.ts): the sitemap lists those that declare `sitemap`. */
  pageTable: () => Promise<PageTable>
  logger: Logger
}

/** The upstream could not answer and nothing stale stood in. */
class Unavailable extends Error {}

export function feedRoutes(options: FeedRoutesOptions): Router {
  const { upstream, siteOrigin: origin, logger } = options
  const router = Router({ caseSensitive: true, strict: true })

  /** Runs `build`; its answer is cached like a page; an upstream failure is a 503 the edge replaces with its good copy. */
  const answer =
    (type: string, edgeSeconds: number, build: (req: Request) => Promise<string | null>): RequestHandler =>
    async (req: Request, res: Response, next) => {
      try {
        const body = await build(req)
        if (body === null) {
          res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found')
          return
        }
        res.status(200).set('Cache-Control', pageCacheControl(200, edgeSeconds)).type(type).send(body)
      } catch (err) {
        if (!(err instanceof Unavailable)) return next(err)
        logger.warn({ route: req.route?.path, err: err.message }, 'upstream unavailable: no feed served')
        res
          .status(503)
          .set({ 'Cache-Control': 'no-store', 'Retry-After': String(DEGRADED_RETRY_AFTER_SECONDS), 'X-Degraded': '1' })
          .type('text/plain')
          .send('This feed is unavailable right now. Please try again in a few seconds.')
      }
    }

  /** An upstream answer, or Unavailable (the cache already served a stale answer if it had one). */
  const load = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call()
    } catch (err) {
      throw new Unavailable(err instanceof Error ? err.message : String(err))
    }
  }

  const sizesOf = (files: (FileRef | null)[]) => enclosureSizes(files, origin, upstream)

  const feed = (info: FeedInfo, format: FeedFormat, entries: () => Promise<FeedEntry[]>) =>
    router.get(
      format === 'rss' ? info.rss : info.atom,
      answer(CONTENT_TYPES[format], EDGE_SECONDS.feed, async () => {
        const all = await entries()
        const sizes = await sizesOf(feedEntries(all).map((e) => e.entry.file))
        return renderFeed(format, info, all, { origin, sizes })
      }),
    )
  const notices = async () =>
    (await load(upstream.allNotices)).map((n): FeedEntry => ({ path: noticePath(n.id), headline: n.headline, date: n.date, description: n.description, file: n.attachment }))
  const news = async () =>
    (await load(upstream.allNews)).map((n): FeedEntry => ({ path: newsPath(n.id), headline: n.headline, date: n.date, description: n.description, file: n.image }))
  for (const format of ['rss', 'atom'] as const) {
    feed(FEEDS.in('en').notices, format, notices)
    feed(FEEDS.in('en').news, format, news)
  }

  // Calendars: the whole academic calendar and all events, and each row or event alone.
  const academicItems = async (): Promise<CalendarItem[]> => {
    const entries = await load(upstream.academicCalendar)
    const keys = calendarEntryKeys(entries)
    return entries.map((e, i) => ({
      key: `academic-calendar-${keys[i]}`,
      summary: e.title,
      description: e.semester ? `${e.semester}, academic calendar` : undefined,
      start: e.startDate,
      end: e.endDate,
      url: `${origin}/academic-calendar`,
    }))
  }
  const eventItems = async (): Promise<CalendarItem[]> =>
    (await load(upstream.recentEvents)).map((e) => ({ key: `event-${e.id}`, summary: e.name, start: e.startDate, end: e.endDate, url: `${origin}/all-events` }))

  router.get(CALENDARS.academic, answer(CALENDAR_TYPE, EDGE_SECONDS.calendar, async () => renderCalendar('Academic Calendar', await academicItems(), origin)))
  router.get(CALENDARS.events, answer(CALENDAR_TYPE, EDGE_SECONDS.events, async () => renderCalendar('Events', await eventItems(), origin)))
  router.get(
    calendarEntryIcsPath(':key'),
    answer(CALENDAR_TYPE, EDGE_SECONDS.calendar, async (req) => {
      const key = String(req.params.key)
      if (!CALENDAR_KEY.test(key)) return null
      const item = (await academicItems()).find((i) => i.key === `academic-calendar-${key}`)
      return item && hasStartDay(item) ? renderCalendar('Academic Calendar', [item], origin) : null
    }),
  )
  router.get(
    '/events/:id.ics',
    answer(CALENDAR_TYPE, EDGE_SECONDS.events, async (req) => {
      const id = String(req.params.id)
      if (!/^\d{1,10}$/.test(id)) return null
      const item = (await eventItems()).find((i) => i.key === `event-${Number(id)}`)
      return item && hasStartDay(item) ? renderCalendar('Events', [item], origin) : null
    }),
  )

  // sitemap.xml: an index of one part per kind; every part needs every list (a part's page counts).
  const siteData = async (): Promise<SiteData> => {
    const [notices, news, videos, teachers, careers, events, advertisements] = await Promise.all([
      load(upstream.allNotices),
      load(upstream.allNews),
      load(upstream.allVideos),
      load(upstream.allTeachers),
      load(upstream.careers),
      load(upstream.recentEvents),
      load(upstream.advertisements),
    ])
    return { notices, news, videos, teachers, careers, events, advertisements }
  }
  const parts = async () => sitemapParts(sitemapUrls(await siteData(), siteToday(options.pinnedToday), await options.pageTable()))
  router.get('/sitemap.xml', answer(XML_TYPE, EDGE_SECONDS.sitemap, async () => renderSitemapIndex(await parts(), origin)))
  router.get(
    '/sitemaps/:name.xml',
    answer(XML_TYPE, EDGE_SECONDS.sitemap, async (req) => {
      const name = String(req.params.name)
      if (!/^[a-z]+(?:-\d{1,4})?$/.test(name)) return null
      const part = (await parts()).find((p) => p.name === name)
      return part ? renderUrlset(part.urls, origin) : null
    }),
  )
  router.get('/robots.txt', answer('text/plain; charset=utf-8', EDGE_SECONDS.robots, async () => renderRobots(origin)))

  return router
}

/** Bytes of each file, asked of the configured file host through the bounded, cached fileSize, SIZE_CONCURRENCY at a time. */
async function enclosureSizes(files: (FileRef | null)[], origin: string, upstream: UpstreamService): Promise<Map<string, number | null>> {
  const sizes = new Map<string, number | null>()
  const queue = files.filter((f): f is FileRef => f !== null)
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      sizes.set(absoluteFileUrl(file, origin), await upstream.fileSize(file))
    }
  }
  await Promise.all(Array.from({ length: SIZE_CONCURRENCY }, worker))
  return sizes
}
