// The home page's moving parts, driven on the server's markup (src/components/home/BannerSlideshow.tsx and
// NewsCarousel.tsx): each moves on by itself every 5 s, none under prefers-reduced-motion, and pauses while the
// visitor points at, touches or focuses it. Both are strips that scroll sideways: a tap before this script runs
// (an arrow, a dot, the strip scrolled by hand) has moved the strip, and the script starts from there.
import { BANNER_INTERVAL_MS, NEWS_INTERVAL_MS, nextIndex, prevIndex, stripTarget, wrapIndex } from '../logic/carousel'
import { formatNumber } from '../i18n/numbers'
import { all, pageLocale } from './dom'

const reduced = matchMedia('(prefers-reduced-motion: reduce)')

/**
 * Calls `advance` `ms` after the last `restart()` while `active()` and motion is not reduced; a move (the visitor's
 * or the timer's) restarts it, and so does a change of `active()` or of the visitor's motion preference.
 */
function autoAdvance(advance: () => void, ms: number, active: () => boolean) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const restart = () => {
    clearTimeout(timer)
    if (active() && !reduced.matches) timer = setTimeout(advance, ms)
  }
  reduced.addEventListener('change', restart)
  return restart
}

/**
 * Whether a mouse is over `el`, a finger on it or keyboard focus inside it; `changed` runs when that changes. A tap
 * or click leaves no pause behind: touches do not hover, and focus from a pointer is not `:focus-visible`.
 */
function pauseOnInteraction(el: HTMLElement, changed: () => void) {
  let hovered = false
  let touched = false
  let focused = false
  const paused = () => hovered || touched || focused
  const on = (type: string, update: (e: Event) => void) =>
    el.addEventListener(
      type,
      (e) => {
        const before = paused()
        update(e)
        if (paused() !== before) changed()
      },
      { passive: true },
    )
  on('pointerenter', (e) => (hovered = (e as PointerEvent).pointerType !== 'touch'))
  on('pointerleave', () => (hovered = false))
  on('touchstart', () => (touched = true))
  on('touchend', () => (touched = false))
  on('touchcancel', () => (touched = false))
  on('focusin', (e) => (focused = (e.target as Element).matches(':focus-visible')))
  on('focusout', (e) => {
    if (!el.contains((e as FocusEvent).relatedTarget as Node | null)) focused = false
  })
  return paused
}

const banner = document.querySelector<HTMLElement>('.banner')
const strip = banner?.querySelector<HTMLElement>('.banner__slides')
if (banner && strip) {
  const slides = () => all<HTMLElement>('.banner__slide', strip)
  const dots = () => all<HTMLAnchorElement>('.banner__dot', banner)
  const arrows = all<HTMLAnchorElement>('.banner__arrow', banner)
  /** The slide the strip shows (the visitor may have scrolled it, or followed an arrow or dot, before this script ran). */
  const shown = () => (strip.clientWidth ? Math.round(strip.scrollLeft / strip.clientWidth) : 0)
  const locale = pageLocale()
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
    arrows.forEach((arrow, i) => (arrow.href = `#${list[i ? nextIndex(position, count) : prevIndex(position, count)]?.id}`))
  }

  const paused = pauseOnInteraction(banner, () => {
    strip.setAttribute('aria-live', paused() ? 'polite' : 'off')
    restart()
  })
  const restart = autoAdvance(() => show(nextIndex(position, slides().length)), BANNER_INTERVAL_MS, () => slides().length > 1 && !paused())
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
  banner.addEventListener('click', (e) => {
    const link = (e.target as Element).closest('a')
    if (!link) return
    const dot = dots().indexOf(link as HTMLAnchorElement)
    const arrow = arrows.indexOf(link as HTMLAnchorElement)
    if (dot < 0 && arrow < 0) return
    e.preventDefault()
    show(dot >= 0 ? dot : (arrow ? nextIndex : prevIndex)(position, slides().length))
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
    if (count < 2) for (const control of [...arrows, banner.querySelector('.banner__dots')]) control?.remove()
    if (count === 0) {
      const fallback = banner.nextElementSibling as HTMLElement | null
      banner.remove()
      if (fallback) fallback.hidden = false
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

for (const carousel of all<HTMLElement>('.news-carousel')) {
  const track = carousel.querySelector<HTMLElement>('.news-carousel__track')
  const toggle = carousel.querySelector<HTMLElement>('.news-carousel__toggle')
  // A single card (no controls) does not move.
  if (!track || !toggle) continue
  let stopped = false
  const move = (direction: 1 | -1, byView: boolean) => {
    // Which card the strip starts at, how many are in view, and the distance from one card to the next.
    const cards = track.children
    const first = cards[0] as HTMLElement
    const step = cards.length > 1 ? (cards[1] as HTMLElement).offsetLeft - first.offsetLeft : track.clientWidth
    const perView = Math.max(1, Math.round((track.clientWidth + step - first.offsetWidth) / step))
    track.scrollTo({ left: stripTarget(Math.round(track.scrollLeft / step), cards.length, perView, direction * (byView ? perView : 1)) * step })
    restart()
  }
  const paused = pauseOnInteraction(carousel, () => restart())
  const restart = autoAdvance(() => move(1, true), NEWS_INTERVAL_MS, () => !stopped && !paused())
  toggle.addEventListener('click', () => {
    stopped = !stopped
    // The button holds both states' words and glyphs: the one for what a press does next shows.
    for (const state of toggle.children) if (!state.classList.contains('visually-hidden')) (state as HTMLElement).hidden = !(state as HTMLElement).hidden
    restart()
  })
  carousel.querySelector('.news-carousel__prev')?.addEventListener('click', () => move(-1, false))
  carousel.querySelector('.news-carousel__next')?.addEventListener('click', () => move(1, false))
  // The visitor's scrolling counts as a move: the next advance is due 5 s after it.
  track.addEventListener('scrollend', restart)
  restart()
}
