import { FEEDS, type FeedName } from '../content/feeds'
import { SITE } from '../content/site'

/** `<link rel="alternate">` to a list's RSS and Atom feeds, in the head (feed readers and browsers find them there). */
export function FeedLinks({ feed }: { feed: FeedName }) {
  const { title, rss, atom } = FEEDS[feed]
  return (
    <>
      <link rel="alternate" type="application/rss+xml" title={`${title} (RSS) | ${SITE.name}`} href={rss} />
      <link rel="alternate" type="application/atom+xml" title={`${title} (Atom) | ${SITE.name}`} href={atom} />
    </>
  )
}
