import { FEEDS, type FeedName } from '../content/feeds'
import { SITE_NAME } from '../content/site'
import { useLocale } from '../hooks/usePageContext'
import { m } from '../i18n/messages'

/**
 * `<link rel="alternate">` to a list's RSS and Atom feeds, in the head (feed readers and browsers find them there), named
 * in the page's language. The feeds are English (their frame and links; items as published): a Bengali page says so.
 */
export function FeedLinks({ feed }: { feed: FeedName }) {
  const bengali = useLocale() === 'bn'
  const locale = bengali ? 'bn' : 'en'
  const { title, rss, atom } = FEEDS.in(locale)[feed]
  const site = SITE_NAME[locale]
  const inEnglish = bengali ? `, ${m.feeds_inEnglish({}, { locale: 'bn' })}` : ''
  return (
    <>
      <link rel="alternate" type="application/rss+xml" title={`${title} (RSS${inEnglish}) | ${site}`} href={rss} hrefLang="en" />
      <link rel="alternate" type="application/atom+xml" title={`${title} (Atom${inEnglish}) | ${site}`} href={atom} hrefLang="en" />
    </>
  )
}
