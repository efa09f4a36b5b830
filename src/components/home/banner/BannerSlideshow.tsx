import type { ReactNode } from 'react'
import type { Banner } from '../../../domain/types'
import { useLocale } from '../../../hooks/usePageContext'
import { m } from '../../../i18n/messages'
import { formatNumber } from '../../../i18n/numbers'
import { nextIndex, prevIndex } from '../../../logic/carousel'
import { IMAGE_SIZES } from '../../../logic/images'
import { Icon, iconChevron } from '../../Icon'
import { ResponsiveImage } from '../../ResponsiveImage'
import { hookAttrs, moduleRoot } from '../../module'
import { BANNER } from './contract'
import '../home.css'

const slideId = (id: number) => `banner-slide-${id}`

/**
 * The banner: a strip of slides that scrolls sideways and snaps to a slide. Its arrows and dots are links to the
 * slides, so they work from the first paint and without JavaScript (the browser scrolls the strip to the slide).
 * Rendered on the server only; its script (./enhance.ts) follows the strip from where the visitor
 * left it: it moves on every 5 s, wrapping around, unless paused by a pointer, finger or focus on it, and the arrows
 * and dots scroll the strip without touching the URL. A banner whose image fails to load hides itself; with no
 * banner left the fallback (rendered hidden beside it) shows instead. The slides' and dots' names, renumbered
 * when one hides, come from the banner's `data-slide-of` and `data-show-slide` ({number} and {count} in them).
 */
export function BannerSlideshow({ banners, fallback }: { banners: Banner[]; fallback: ReactNode }) {
  const locale = useLocale()
  const number = (n: number) => formatNumber(n, locale)
  const count = banners.length
  if (count === 0) return <>{fallback}</>

  const href = (index: number) => `#${slideId(banners[index]!.id)}`
  return (
    <div {...moduleRoot(BANNER)}>
      <section
        {...hookAttrs(BANNER, 'carousel')}
        className="banner"
        aria-roledescription="carousel"
        aria-label={m.home_highlights({}, { locale })}
        data-slide-of={m.home_slideOf({ number: '{number}', count: '{count}' }, { locale })}
        data-show-slide={m.home_showSlide({ number: '{number}' }, { locale })}
      >
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a strip that scrolls takes keyboard focus (axe: scrollable-region-focusable) */}
        <div className="banner__slides" tabIndex={0} role="group" aria-label={m.home_slides({}, { locale })} aria-live="off" {...hookAttrs(BANNER, 'strip')}>
          {banners.map((banner, i) => (
            <div key={banner.id} {...hookAttrs(BANNER, 'slide')} id={slideId(banner.id)} className={`banner__slide${i === 0 ? ' is-active' : ''}`} role="group" aria-roledescription="slide" aria-label={m.home_slideOf({ number: number(i + 1), count: number(count) }, { locale })} data-banner-id={banner.id}>
              <ResponsiveImage
                src={banner.image.url}
                sizes={IMAGE_SIZES.banner}
                maxWidth={1920}
                width={1600}
                height={600}
                alt=""
                className="banner__image"
                loading={i === 0 ? 'eager' : 'lazy'}
                decoding={i === 0 ? undefined : 'async'}
                fetchPriority={i === 0 ? 'high' : 'low'}
              />
            </div>
          ))}
        </div>
        {count > 1 ? (
          <>
            <a {...hookAttrs(BANNER, 'arrow', 'prev')} href={href(prevIndex(0, count))} className="banner__arrow banner__arrow--prev" aria-label={m.home_previousSlide({}, { locale })}>
              <Icon glyph={iconChevron} size={28} />
            </a>
            <a {...hookAttrs(BANNER, 'arrow', 'next')} href={href(nextIndex(0, count))} className="banner__arrow banner__arrow--next" aria-label={m.home_nextSlide({}, { locale })}>
              <Icon glyph={iconChevron} size={28} />
            </a>
            <div {...hookAttrs(BANNER, 'dots')} className="banner__dots">
              {banners.map((banner, i) => (
                <a key={banner.id} {...hookAttrs(BANNER, 'dot')} href={href(i)} className="banner__dot" aria-label={m.home_showSlide({ number: number(i + 1) }, { locale })} aria-current={i === 0 ? 'true' : undefined} />
              ))}
            </div>
          </>
        ) : null}
      </section>
      <div {...hookAttrs(BANNER, 'fallback')} className="banner-fallback" hidden>
        {fallback}
      </div>
    </div>
  )
}
