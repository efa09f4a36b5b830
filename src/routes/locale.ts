// The site's two languages. English is at today's URLs; its Bengali twin is the same path under /bn
// (/bn, /bn/notice/1197, /bn/program/cse). The URL alone decides the language: Accept-Language never
// changes what a URL answers, so both caches key on the URL as they always did.

export const LOCALES = ['en', 'bn'] as const
export type Locale = (typeof LOCALES)[number]

/** The language of the unprefixed URLs, and hreflang's x-default. */
export const DEFAULT_LOCALE: Locale = 'en'

const BENGALI_PREFIX = '/bn'

/** The language of a path and the path without its language prefix ('/bn/notice/1' → bn, '/notice/1'; '/bn' → bn, '/'). */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  if (pathname === BENGALI_PREFIX) return { locale: 'bn', path: '/' }
  if (pathname.startsWith(`${BENGALI_PREFIX}/`)) return { locale: 'bn', path: pathname.slice(BENGALI_PREFIX.length) }
  return { locale: 'en', path: pathname }
}

/** The URL path of `path` (a site path, with or without its query) in `locale`: ('bn', '/notice/1') → '/bn/notice/1', ('bn', '/') → '/bn'. */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'en') return path
  if (path === '/' || path.startsWith('/?') || path.startsWith('/#')) return `${BENGALI_PREFIX}${path.slice(1)}`
  return `${BENGALI_PREFIX}${path}`
}

/** Site paths that are no page (files, feeds, forms' endpoints, pictures): one URL in every language. */
const NOT_A_PAGE = /^\/(api|img|assets|files)\/|\.[a-z0-9]+$/i

/**
 * A link's href on a page in `locale`: a site page's path under the language's prefix ('/about' →
 * '/bn/about', '/#x' → '/bn#x'); external links, fragments, files, feeds and endpoints as they are.
 */
export function localeHref(locale: Locale, href: string): string {
  if (locale === DEFAULT_LOCALE || !href.startsWith('/') || href.startsWith('//')) return href
  const end = href.search(/[?#]/)
  const pathname = end < 0 ? href : href.slice(0, end)
  if (NOT_A_PAGE.test(pathname) || splitLocale(pathname).locale === locale) return href
  return localePath(locale, pathname) + (end < 0 ? '' : href.slice(end))
}

/** The same page in `locale`: an absolute or root-relative URL (path and query) with its language prefix swapped. */
export function twinUrl(url: string, locale: Locale): string {
  // Plain string work, no URL class: k6 (load-tests/) imports this module too.
  const [, origin = '', pathname = '/', search = ''] = /^((?:https?:)?\/\/[^/?#]+)?([^?#]*)(.*)$/.exec(url) ?? []
  return origin + localePath(locale, splitLocale(pathname || '/').path) + search
}

/** HTML lang and Open Graph locale of each language. */
export const LANGUAGE_TAGS: Record<Locale, { lang: string; ogLocale: string }> = {
  en: { lang: 'en', ogLocale: 'en_US' },
  bn: { lang: 'bn', ogLocale: 'bn_BD' },
}
