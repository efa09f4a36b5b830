import { useCallback, useState, type ReactNode } from 'react'
import type { Banner } from '../../domain/types'
import { BANNER_INTERVAL_MS, nextIndex, prevIndex, wrapIndex } from '../../logic/carousel'
import { IMAGE_SIZES } from '../../logic/images'
import { Icon, iconChevron } from '../Icon'
import { ResponsiveImage } from '../ResponsiveImage'
import { useAutoAdvance, usePauseOnInteraction } from './motion'
import './home.css'

/** True for an image that finished loading without a picture (it failed before hydration could see its error event). */
const failedAlready = (img: HTMLImageElement) => img.complete && img.naturalWidth === 0 && !!img.getAttribute('src')

/**
 * The rotating banner: one slide every 5 s, wrapping around, with previous/next buttons and dots.
 * A banner whose image fails to load hides itself; with no banner left the slideshow is not shown.
 */
export function BannerSlideshow({ banners, fallback }: { banners: Banner[]; fallback: ReactNode }) {
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set())
  const [position, setPosition] = useState(0)
  const { paused, handlers } = usePauseOnInteraction()
  const slides = banners.filter((b) => !failed.has(b.id))
  const count = slides.length
  const current = wrapIndex(position, count)

  const markFailed = useCallback((id: number) => {
    setFailed((prev) => (prev.has(id) ? prev : new Set(prev).add(id)))
  }, [])

  useAutoAdvance(() => setPosition((p) => nextIndex(p, count)), BANNER_INTERVAL_MS, count > 1 && !paused, `${current}/${count}`)

  if (count === 0) return <>{fallback}</>

  return (
    <section className="banner" aria-roledescription="carousel" aria-label="Highlights" {...handlers}>
      <div className="banner__slides" aria-live={paused ? 'polite' : 'off'}>
        {slides.map((banner, i) => (
          <div
            key={banner.id}
            className={`banner__slide${i === current ? ' is-active' : ''}`}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}`}
            aria-hidden={i === current ? undefined : true}
            data-banner-id={banner.id}
          >
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
          <button type="button" className="banner__arrow banner__arrow--prev" aria-label="Previous slide" onClick={() => setPosition(prevIndex(current, count))}>
            <Icon glyph={iconChevron} size={28} />
          </button>
          <button type="button" className="banner__arrow banner__arrow--next" aria-label="Next slide" onClick={() => setPosition(nextIndex(current, count))}>
            <Icon glyph={iconChevron} size={28} />
          </button>
          <div className="banner__dots">
            {slides.map((banner, i) => (
              <button
                key={banner.id}
                type="button"
                className="banner__dot"
                aria-label={`Show slide ${i + 1}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setPosition(i)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  )
}
