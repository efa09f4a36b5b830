// Index arithmetic of the home page's banner slideshow and news carousel (site spec §4, §9), pure.

/** Banner rotation and news carousel auto-advance, in milliseconds. */
export const BANNER_INTERVAL_MS = 5000
export const NEWS_INTERVAL_MS = 5000
/** The news carousel shows this many items from 768 px up (one below) and auto-advances by as many as it shows. */
export const NEWS_PER_PAGE = 3

/** `index` brought into 0..count-1, wrapping around in both directions; 0 for an empty list. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}

/** The index `step` places further on (negative: back), wrapping around. */
const moveIndex = (index: number, count: number, step: number) => wrapIndex(index + step, count)
export const nextIndex = (index: number, count: number) => moveIndex(index, count, 1)
export const prevIndex = (index: number, count: number) => moveIndex(index, count, -1)

/**
 * The first card a strip of `count` cards, `perView` of them in view, shows after moving `step` cards on
 * from `first` (negative: back). A move past either end goes round to the other end; a strip with
 * nothing out of view stays at 0.
 */
export function stripTarget(first: number, count: number, perView: number, step: number): number {
  const last = Math.max(0, count - perView)
  if (last === 0) return 0
  if (step > 0) return first >= last ? 0 : Math.min(first + step, last)
  return first <= 0 ? last : Math.max(first + step, 0)
}
