import { useCallback, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import type { Banner } from '../../domain/types'
import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { formatNumber } from '../../i18n/numbers'
import { BANNER_INTERVAL_MS, nextIndex, prevIndex, wrapIndex } from '../../logic/carousel'
import { IMAGE_SIZES } from '../../logic/images'
import { Icon, iconChevron } from '../Icon'
import { ResponsiveImage } from '../ResponsiveImage'
import { useAutoAdvance, usePauseOnInteraction } from './motion'
import './home.css'

/** True for an image that finished loading without a picture (it failed before hydration could see its error event). */
const failedAlready = (img: HTMLImageElement) => img.complete && img.naturalWidth === 0 && !!img.getAttribute('src')

const slideId = (id: number) => `banner-slide-${id}`

/** The slide the strip shows (the visitor may have scrolled it, or followed an arrow or dot, before hydration). */
const shownIndex = (strip: HTMLElement) => (strip.clientWidth ? Math.round(strip.scrollLeft / strip.clientWidth) : 0)

/**
 * The banner: a strip of slides that scrolls sideways and snaps to a slide. Its arrows and dots are links to the
 * slides, so they work from the first paint and without JavaScript (the browser scrolls the strip to the slide).
 * Hydrated, it follows the strip from where the visitor left it: it moves on every 5 s, wrapping around, unless
 * paused by a pointer, finger or focus on it, and the arrows and dots scroll the strip without touching the URL.
 * A banner whose image fails to load hides itself; with no banner left the slideshow is not shown.
 */
export function BannerSlideshow({ banners, fallback }: { banners: Banner[]; fallback: ReactNode }) {
  const locale = useLocale()
  const number = (n: number) => formatNumber(n, locale)
  const strip = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set())
  const [position, setPosition] = useState(0)
  const { paused, handlers } = usePauseOnInteraction()
  const slides = banners.filter((b) => !failed.has(b.id))
  const count = slides.length
  const current = wrapIndex(position, count)

  const markFailed = useCallback((id: number) => {
    setFailed((prev) => (prev.has(id) ? prev : new Set(prev).add(id)))
  }, [])

  // Where the strip is at hydration: a slide chosen before the scripts ran stays.
  useEffect(() => {
    if (strip.current) setPosition(shownIndex(strip.current))
  }, [])

  // The slide a move of ours scrolls to: the strip's scroll ends on the way (an interrupted move) are not the visitor's.
  const moving = useRef<number | null>(null)
  const show = (index: number) => {
    const el = strip.current
    const target = wrapIndex(index, count)
    moving.current = target
    if (el) el.scrollTo({ left: target * el.clientWidth })
    setPosition(target)
  }
  const scrolled = (el: HTMLElement) => {
    const shown = shownIndex(el)
    if (moving.current !== null && moving.current !== shown) return
    moving.current = null
    setPosition(shown)
  }
  const follow = (event: MouseEvent, index: number) => {
    event.preventDefault()
    show(index)
  }

  useAutoAdvance(() => show(nextIndex(current, count)), BANNER_INTERVAL_MS, count > 1 && !paused, `${current}/${count}`)

  if (count === 0) return <>{fallback}</>

  const href = (index: number) => `#${slideId(slides[wrapIndex(index, count)]!.id)}`
  return (
    <section className="banner" aria-roledescription="carousel" aria-label={m.home_highlights({}, { locale })} {...handlers}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a strip that scrolls takes keyboard focus (axe: scrollable-region-focusable) */}
      <div ref={strip} className="banner__slides" tabIndex={0} aria-live={paused ? 'polite' : 'off'} onScrollEnd={(e) => scrolled(e.currentTarget)}
        onPointerDown={() => (moving.current = null)}
        onWheel={() => (moving.current = null)}
      >
        {slides.map((banner, i) => (
          <div key={banner.id} id={slideId(banner.id)} className={`banner__slide${i === current ? ' is-active' : ''}`} role="group" aria-roledescription="slide" aria-label={m.home_slideOf({ number: number(i + 1), count: number(count) }, { locale })} data-banner-id={banner.id}>
            <ResponsiveImage
              imgRef={(img) => {
                if (img && failedAlready(img)) markFailed(banner.id)
              }}
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
              onError={() => markFailed(banner.id)}
            />
          </div>
        ))}
      </div>
      {count > 1 ? (
        <>
          <a href={href(prevIndex(current, count))} className="banner__arrow banner__arrow--prev" aria-label={m.home_previousSlide({}, { locale })} onClick={(e) => follow(e, prevIndex(current, count))}>
            <Icon glyph={iconChevron} size={28} />
          </a>
          <a href={href(nextIndex(current, count))} className="banner__arrow banner__arrow--next" aria-label={m.home_nextSlide({}, { locale })} onClick={(e) => follow(e, nextIndex(current, count))}>
            <Icon glyph={iconChevron} size={28} />
          </a>
          <div className="banner__dots">
            {slides.map((banner, i) => (
              <a key={banner.id} href={href(i)} className="banner__dot" aria-label={m.home_showSlide({ number: number(i + 1) }, { locale })} aria-current={i === current ? 'true' : undefined} onClick={(e) => follow(e, i)} />
            ))}
          </div>
        </>
      ) : null}
    </section>
  )
}
