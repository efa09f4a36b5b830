// RSS 2.0 and Atom 1.0 of notices and news, built with the `feed` package (a maintained generator
// of both formats; hand-written XML is where escaping and required elements go wrong). Every link
// is absolute on the configured site origin; an item's link, RSS guid and Atom id are its page on
// the site (stable); attachments are enclosures with their type and, when the file host says, size.
import { Feed, type Item } from 'feed'
import { SITE_NAME } from '../../src/content/site'
import type { FeedInfo } from '../../src/content/feeds'
import type { FileRef } from '../../src/domain/types'
import { extensionOf } from '../../src/logic/file-types'
import { dhakaInstant } from './dates'

export type FeedFormat = 'rss' | 'atom'

/** Items in a feed: the newest ones (a reader polls; the lists hold the rest). */
export const FEED_ITEMS = 50
/** Characters of the summary; the whole text is the item's content. */
const SUMMARY_CHARS = 300

export interface FeedEntry {
  /** The item's page on the site, e.g. "/notice/12". */
  path: string
  headline: string
  /** Upstream date text. */
  date: string
  description: string
  /** An attachment (notice) or picture (news), offered as the enclosure. */
  file: FileRef | null
}

export interface FeedContext {
  /** Absolute origin of every link ("https://www.htu.edu.bd"). */
  origin: string
  /** Bytes of a file, or null when unknown (RSS then says 0, as its advisory board recommends). */
  sizes: ReadonlyMap<string, number | null>
}

const MIME_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  rtf: 'application/rtf',
  txt: 'text/plain',
  csv: 'text/csv',
  zip: 'application/zip',
}

/** The media type of a file by its extension (application/octet-stream when unknown). */
export const mimeTypeOf = (path: string) => MIME_TYPES[extensionOf(path)] ?? 'application/octet-stream'

/** The absolute URL of a file reference (the public file base may be a path on this site, as in demo mode). */
export const absoluteFileUrl = (file: FileRef, origin: string) => new URL(file.url, `${origin}/`).toString()

/** The entries a feed carries: dated ones, newest first (undated records cannot be placed in a feed), at most FEED_ITEMS. */
export function feedEntries(entries: readonly FeedEntry[]): { entry: FeedEntry; date: Date }[] {
  return entries
    .map((entry) => ({ entry, date: dhakaInstant(entry.date) }))
    .filter((e): e is { entry: FeedEntry; date: Date } => e.date !== null)
    .sort((a, b) => b.date.getTime() - a.date.getTime())
    .slice(0, FEED_ITEMS)
}

/** The feed document of `entries` in one format. */
export function renderFeed(format: FeedFormat, info: FeedInfo, entries: readonly FeedEntry[], ctx: FeedContext): string {
  const dated = feedEntries(entries)
  const url = (path: string) => `${ctx.origin}${path}`
  // Atom's text constructs are declared type="html" by the library; RSS titles are plain text.
  const title = (text: string) => (format === 'atom' ? escapeHtml(xmlText(text)) : xmlText(text))
  const feed = new Feed({
    id: url(info.atom),
    title: `${info.title} | ${SITE_NAME.en}`,
    description: info.description,
    link: url(info.page),
    language: 'en',
    // The newest item's date, so the same items give the same document.
    updated: dated[0]?.date ?? new Date(0),
    feedLinks: { rss: url(info.rss), atom: url(info.atom) },
    favicon: url('/favicon.ico'),
    copyright: SITE_NAME.en,
    generator: SITE_NAME.en,
    // RFC 4287 §4.1.1: an Atom feed names an author, which its entries inherit; the university publishes them.
    author: { name: SITE_NAME.en, link: ctx.origin },
  })
  const enclosureTypes = new Map<string, string>()
  for (const { entry, date } of dated) {
    const text = xmlText(entry.description)
    const item: Item = {
      title: title(entry.headline),
      link: url(entry.path),
      date,
      description: text ? htmlParagraphs(summaryOf(text)) : undefined,
      content: text ? htmlParagraphs(text) : undefined,
    }
    if (entry.file) {
      const href = absoluteFileUrl(entry.file, ctx.origin)
      const type = mimeTypeOf(entry.file.path)
      item.enclosure = { url: href, type, length: ctx.sizes.get(href) ?? 0 }
      enclosureTypes.set(new URL(href).toString().replace(/&/g, '&amp;'), type)
    }
    feed.addItem(item)
  }
  return format === 'rss' ? feed.rss2() : atomEnclosureTypes(feed.atom1(), enclosureTypes)
}

/**
 * feed 6 writes an Atom enclosure's type as "image/" + the file's extension whatever type it is given
 * (jpmonette/feed#224, fix proposed in #225): put back the real type of each enclosure it wrote.
 */
function atomEnclosureTypes(xml: string, types: ReadonlyMap<string, string>): string {
  return xml.replace(/(<link rel="enclosure" href="([^"]*)" type=")([^"]*)"/g, (whole, start: string, href: string) => {
    const type = types.get(href)
    return type ? `${start}${type}"` : whole
  })
}

/** Text without the control characters XML 1.0 cannot carry. */
function xmlText(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '').trim()
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Plain text as HTML: escaped, paragraphs and line breaks kept (as the pages show them). */
const htmlParagraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapeHtml(p.trim()).replace(/\r?\n/g, '<br/>')}</p>`)
    .join('')

/** The first SUMMARY_CHARS characters, cut at a word, with an ellipsis when cut. */
function summaryOf(text: string): string {
  if (text.length <= SUMMARY_CHARS) return text
  const cut = text.slice(0, SUMMARY_CHARS)
  const space = cut.lastIndexOf(' ')
  return `${(space > SUMMARY_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}
