// The banner on BannerSlideshow.tsx's markup: it moves on every 5 s (wrapping around, never under reduced motion),
// pauses while pointed at, touched or focused, and its arrows and dots scroll the strip without touching the URL. A
// tap before this script ran (an arrow, a dot, the strip scrolled by hand) has moved the strip: it starts from there.
import { hook, hooksAll, type Enhancer } from '../../../enhance/module'
import { autoAdvance, pauseOnInteraction } from '../../../enhance/motion'
import { pageLocale } from '../../../enhance/dom'
import { formatNumber } from '../../../i18n/numbers'
import { BANNER_INTERVAL_MS, nextIndex, prevIndex, wrapIndex } from '../../../logic/carousel'
import { BANNER } from './contract'

function init(root: HTMLElement) {
  const banner = hook(root, BANNER, 'carousel')
  const strip = hook(banner, BANNER, 'strip')
  const fallback = hook(root, BANNER, 'fallback')
  const slides = () => hooksAll(strip, BANNER, 'slide')
  const dots = () => hooksAll<HTMLAnchorElement>(banner, BANNER, 'dot')
  const arrows = hooksAll<HTMLAnchorElement>(banner, BANNER, 'arrow')
  const isNext = (arrow: Element) => arrow.getAttribute(BANNER.hooks.arrow) === 'next'
  /** The slide the strip shows (the visitor may have scrolled it, or followed an arrow or dot, before this script ran). */
  const shown = () => (strip.clientWidth ? Math.round(strip.scrollLeft / strip.clientWidth) : 0)
  const locale = pageLocale(root.ownerDocument)
  const fill = (template: string | undefined, n: number, count: number) =>
    (template ?? '').replace('{number}', formatNumber(n, locale)).replace('{count}', formatNumber(count, locale))

  let position = shown()
  /** The slide a move of ours scrolls to: the strip's scroll ends on the way (an interrupted move) are not the visitor's. */
  let moving: number | null = null
  const render = () => {
    const list = slides()
    const count = list.length
    position = wrapIndex(position, count)
    list.forEach((slide, i) => slide.classList.toggle('is-active', i === position))
    dots().forEach((dot, i) => (i === position ? dot.setAttribute('aria-current', 'true') : dot.removeAttribute('aria-current')))
    for (const arrow of arrows) arrow.href = `#${list[isNext(arrow) ? nextIndex(position, count) : prevIndex(position, count)]?.id}`
  }

  const paused = pauseOnInteraction(banner, () => {
    strip.setAttribute('aria-live', paused() ? 'polite' : 'off')
    restart()
  })
  const restart = autoAdvance(root.ownerDocument.defaultView!, () => show(nextIndex(position, slides().length)), BANNER_INTERVAL_MS, () => slides().length > 1 && !paused())
  const settle = (index: number) => {
    if (index === position) return
    position = index
    render()
    restart()
  }
  const show = (index: number) => {
    moving = wrapIndex(index, slides().length)
    strip.scrollTo({ left: moving * strip.clientWidth })
    settle(moving)
  }

  strip.addEventListener('scrollend', () => {
    const at = shown()
    if (moving !== null && moving !== at) return
    moving = null
    settle(at)
  })
  for (const type of ['pointerdown', 'wheel']) strip.addEventListener(type, () => (moving = null), { passive: true })
  // The arrows and dots scroll the strip without touching the URL (their links work before this script and without it).
  for (const arrow of arrows)
    arrow.addEventListener('click', (e) => {
      e.preventDefault()
      show((isNext(arrow) ? nextIndex : prevIndex)(position, slides().length))
    })
  for (const dot of dots())
    dot.addEventListener('click', (e) => {
      e.preventDefault()
      show(dots().indexOf(dot))
    })

  // A banner whose picture fails hides itself (the slides and dots are renumbered); with none left the fallback shows.
  const hide = (slide: HTMLElement) => {
    const index = slides().indexOf(slide)
    if (index < 0) return
    slide.remove()
    dots()[index]?.remove()
    const count = slides().length
    slides().forEach((s, i) => s.setAttribute('aria-label', fill(banner.dataset.slideOf, i + 1, count)))
    dots().forEach((d, i) => d.setAttribute('aria-label', fill(banner.dataset.showSlide, i + 1, count)))
    if (count < 2) for (const control of [...arrows, ...hooksAll(banner, BANNER, 'dots')]) control.remove()
    if (count === 0) {
      banner.remove()
      fallback.hidden = false
    }
    render()
    restart()
  }
  for (const slide of slides()) {
    const img = slide.querySelector('img')
    // Failed before this script could see its error event.
    if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) hide(slide)
    else img?.addEventListener('error', () => hide(slide))
  }
  render()
  restart()
}

export const bannerEnhancer: Enhancer = { contract: BANNER, init }
