// The banner's hooks (BannerSlideshow.tsx writes them, ./enhance.ts drives them).
import { defineContract } from '../../module'

export const BANNER = defineContract('banner', {
  /** The carousel, with the slides' and dots' names to renumber (`data-slide-of`, `data-show-slide`). */
  carousel: 'data-banner-carousel',
  /** The strip that scrolls sideways, and each slide in it. */
  strip: 'data-banner-strip',
  slide: 'data-banner-slide',
  /** The previous and next links (`prev`, `next`), the dots' box and each dot. */
  arrow: 'data-banner-arrow',
  dots: 'data-banner-dots',
  dot: 'data-banner-dot',
  /** What shows when no slide's picture loads. */
  fallback: 'data-banner-fallback',
})
