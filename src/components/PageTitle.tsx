import { DEFAULT_LOCALE, LANGUAGE_TAGS, LOCALES, twinUrl, type Locale } from '../routes/locale'
import { usePageContext } from '../hooks/usePageContext'
import { pageTitle, SITE_NAME } from '../content/site'
import { absoluteUrl } from '../seo/urls'
import { DEFAULT_CARD, type StructuredData } from '../seo/structured-data'
import { summaryOf } from '../seo/summary'
import { JsonLd } from './JsonLd'

/** A page's own link-preview image; without one, the designed default card. */
export interface PreviewImage {
  url: string
  alt: string
}

/** Formats link previews show (not SVG or PDF). */
const isPreviewFormat = (url: string) => /\.(jpe?g|png|webp|gif)$/i.test(new URL(url, 'http://x').pathname)

/**
 * The page's head: browser title ("Title | Site"), meta description, and the link-preview tags
 * (Open Graph, Twitter card) with the page's image or the default card; and its structured data.
 * The tags every page shares (canonical, og:url, site name, locale) are SiteHead's. React 19 hoists <title>,
 * <meta> and <link> into the head (renderer/head.ts moves them there on the server).
 */
export function PageTitle({
  title,
  titleDetail,
  description,
  raw = false,
  image = null,
  type = 'website',
  structuredData = [],
}: {
  title: string
  /** Plain text; summarised to about 155 characters. */
  description: string
  /** `title` is the whole browser title (the home page). */
  raw?: boolean
  image?: PreviewImage | null
  /** Said after the title in the browser's title only, not in link previews: a notice's date. */
  titleDetail?: string
  /** og:type: 'article' for notices and news. */
  type?: 'website' | 'article' | 'profile'
  structuredData?: readonly StructuredData[]
}) {
  const { siteOrigin, view, locale } = usePageContext()
  const origin = siteOrigin ?? 'http://localhost'
  // Page 2 and on of a list are pages of their own: their title says which.
  const shown = title + (titleDetail ? ` (${titleDetail})` : '') + (view?.titleSuffix ?? '')
  const summary = summaryOf(description)
  const card = image && isPreviewFormat(image.url) ? { url: absoluteUrl(origin, image.url), alt: image.alt } : { url: absoluteUrl(origin, DEFAULT_CARD.path), alt: DEFAULT_CARD.alt }
  return (
    <>
      <>
        <title>{raw ? shown : pageTitle(shown, locale ?? 'en')}</title>
        <meta name="description" content={summary} />
        <meta property="og:type" content={type} />
        <meta property="og:title" content={title} />
        <meta property="og:description" content={summary} />
        <meta property="og:image" content={card.url} />
        <meta property="og:image:alt" content={card.alt} />
        {card.url.endsWith(DEFAULT_CARD.path) ? <meta property="og:image:width" content={String(DEFAULT_CARD.width)} /> : null}
        {card.url.endsWith(DEFAULT_CARD.path) ? <meta property="og:image:height" content={String(DEFAULT_CARD.height)} /> : null}
        <meta name="twitter:card" content="summary_large_image" />
        <meta name="twitter:title" content={title} />
        <meta name="twitter:description" content={summary} />
        <meta name="twitter:image" content={card.url} />
        <meta name="twitter:image:alt" content={card.alt} />
      </>
      {structuredData.length > 0 ? (
        <JsonLd data={structuredData.length === 1 ? structuredData[0]! : structuredData} />
      ) : null}
    </>
  )
}

/**
 * The tags every page shares: canonical URL, og:url, the page in each language (hreflang, English the
 * x-default), site name and locale (no canonical and no alternates on error pages); `noindex, follow`
 * on a view chosen by a query (search results, a filtered list).
 */
export function SiteHead({ canonicalUrl, noindex, locale }: { canonicalUrl: string | null; noindex: boolean; locale: Locale }) {
  return (
    <>
      {noindex ? <meta name="robots" content="noindex, follow" /> : null}
      {canonicalUrl ? <link rel="canonical" href={canonicalUrl} /> : null}
      {canonicalUrl
        ? [...LOCALES, 'x-default' as const].map((l) => (
            <link key={l} rel="alternate" hrefLang={l} href={twinUrl(canonicalUrl, l === 'x-default' ? DEFAULT_LOCALE : l)} />
          ))
        : null}
      {canonicalUrl ? <meta property="og:url" content={canonicalUrl} /> : null}
      <meta property="og:site_name" content={SITE_NAME[locale ?? 'en']} />
      <meta property="og:locale" content={LANGUAGE_TAGS[locale].ogLocale} />
      {LOCALES.filter((l) => l !== locale).map((l) => (
        <meta key={l} property="og:locale:alternate" content={LANGUAGE_TAGS[l].ogLocale} />
      ))}
    </>
  )
}
