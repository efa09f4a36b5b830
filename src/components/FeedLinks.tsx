import { FEEDS, type FeedName } from '../content/feeds'
import { SITE_NAME } from '../content/site'
import { usePageContext } from '../hooks/usePageContext'
import { m } from '../i18n/messages'

/**
 * `<link rel="alternate">` to a list's RSS and Atom feeds, in the head (feed readers and browsers find them there), named
 * in the page's language. The feeds are English (their frame and links; items as published): a Bengali page says so,
 * and `hreflang="en"` says it to machines. A link with hreflang names an absolute URL (Lighthouse's hreflang audit and
 * search engines refuse a relative one: /all-notice scored 92 for SEO).
 */
export function FeedLinks({ feed }: { feed: FeedName }) {
  const { locale: pageLocale, siteOrigin } = usePageContext()
  const origin = siteOrigin ?? 'http://localhost'
  const bengali = pageLocale === 'bn'
  const locale = bengali ? 'bn' : 'en'
  const { title, rss, atom } = FEEDS.in(locale)[feed]
  const site = SITE_NAME[locale]
  const inEnglish = bengali ? `, ${m.feeds_inEnglish({}, { locale: 'bn' })}` : ''
  return (
    <>
      <link rel="alternate" type="application/rss+xml" title={`${title} (RSS${inEnglish}) | ${site}`} href={`${origin}${rss}`} hrefLang="en" />
      <link rel="alternate" type="application/atom+xml" title={`${title} (Atom${inEnglish}) | ${site}`} href={`${origin}${atom}`} hrefLang="en" />
    </>
  )
}
