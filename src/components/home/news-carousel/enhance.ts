// The news carousel on NewsCarousel.tsx's markup: it advances by a view every 5 s (from the last view back to the
// first, never under reduced motion) unless stopped by its button or paused while pointed at, touched or focused;
// previous and next move by one card, and the visitor's own scrolling counts as a move.
import { hook, hooksAll, type Enhancer } from '../../../enhance/module'
import { autoAdvance, pauseOnInteraction } from '../../../enhance/motion'
import { NEWS_INTERVAL_MS, stripTarget } from '../../../logic/carousel'
import { NEWS_CAROUSEL as NC } from './contract'

function init(carousel: HTMLElement) {
  const track = hook(carousel, NC, 'track')
  // A single card has no controls, and does not move.
  if (hooksAll(track, NC, 'card').length < 2) return
  const toggle = hook(carousel, NC, 'toggle')
  const states = hooksAll(toggle, NC, 'toggleState')
  let stopped = false
  const move = (direction: 1 | -1, byView: boolean) => {
    // Which card the strip starts at, how many are in view, and the distance from one card to the next.
    const cards = hooksAll(track, NC, 'card')
    const first = cards[0]!
    const step = cards.length > 1 ? cards[1]!.offsetLeft - first.offsetLeft : track.clientWidth
    const perView = Math.max(1, Math.round((track.clientWidth + step - first.offsetWidth) / step))
    track.scrollTo({ left: stripTarget(Math.round(track.scrollLeft / step), cards.length, perView, direction * (byView ? perView : 1)) * step })
    restart()
  }
  const paused = pauseOnInteraction(carousel, () => restart())
  const restart = autoAdvance(carousel.ownerDocument.defaultView!, () => move(1, true), NEWS_INTERVAL_MS, () => !stopped && !paused())
  toggle.addEventListener('click', () => {
    stopped = !stopped
    for (const state of states) state.hidden = state.getAttribute(NC.hooks.toggleState) !== (stopped ? 'play' : 'pause')
    restart()
  })
  hook(carousel, NC, 'prev').addEventListener('click', () => move(-1, false))
  hook(carousel, NC, 'next').addEventListener('click', () => move(1, false))
  // The visitor's scrolling counts as a move: the next advance is due 5 s after it.
  track.addEventListener('scrollend', restart)
  restart()
}

export const newsCarouselEnhancer: Enhancer = { contract: NC, init }
