// Index arithmetic of the home page's banner slideshow and news carousel (site spec §4, §9), pure.

/** Banner rotation and news carousel auto-advance, in milliseconds. */
export const BANNER_INTERVAL_MS = 5000
export const NEWS_INTERVAL_MS = 5000
/** The news carousel shows this many items and auto-advances by as many. */
export const NEWS_PER_PAGE = 3

/** `index` brought into 0..count-1, wrapping around in both directions; 0 for an empty list. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0
  return ((index % count) + count) % count
}

/** The index `step` places further on (negative: back), wrapping around. */
export const moveIndex = (index: number, count: number, step: number) => wrapIndex(index + step, count)
export const nextIndex = (index: number, count: number) => moveIndex(index, count, 1)
export const prevIndex = (index: number, count: number) => moveIndex(index, count, -1)

/**
 * Indices shown by a carousel that starts at `start` and shows `perPage` items, wrapping past the end
 * (start 8 of 10 shows 8, 9, 0). A list no longer than a page shows every item once, in order.
 */
export function pageIndices(start: number, count: number, perPage: number): number[] {
  if (count <= perPage) return Array.from({ length: Math.max(count, 0) }, (_, i) => i)
  return Array.from({ length: perPage }, (_, i) => wrapIndex(start + i, count))
}

/** Whether a carousel has anything to move: more items than it shows at once. */
export const canMove = (count: number, perPage: number) => count > perPage
