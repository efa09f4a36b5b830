// The news carousel's hooks (NewsCarousel.tsx writes them, ./enhance.ts drives them).
import { defineContract } from '../../module'

export const NEWS_CAROUSEL = defineContract('news-carousel', {
  /** The strip that scrolls sideways, and each card in it. */
  track: 'data-news-track',
  card: 'data-news-card',
  /** The pause/play button, and its two states' words (`pause`, `play`): the one for what a press does next shows. */
  toggle: 'data-news-toggle',
  toggleState: 'data-news-toggle-state',
  prev: 'data-news-prev',
  next: 'data-news-next',
})
