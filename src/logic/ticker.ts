// How long one loop of the 'Latest:' ticker takes: the spec's 20 s while the items are short enough
// to read at that pace; longer lists keep a readable speed instead of racing past.

/** The spec's loop. */
export const TICKER_LOOP_SECONDS = 20
/** The fastest the text moves: about four words a second, readable on a phone. */
export const TICKER_MAX_PX_PER_SECOND = 60
/** A generous average width of a character at the ticker's 16 px font (wider guesses only slow it down). */
const CHAR_PX = 9
/** The space after each item (the list's 2.5rem gap). */
const ITEM_GAP_PX = 40

/** The estimated width of one copy of the items, in CSS pixels. */
export function tickerWidthPx(items: readonly { text: string }[]): number {
  return items.reduce((sum, item) => sum + item.text.length * CHAR_PX + ITEM_GAP_PX, 0)
}

/** Seconds per loop: 20, or more when one copy is wider than 20 s at the readable speed. */
export function tickerLoopSeconds(items: readonly { text: string }[]): number {
  return Math.max(TICKER_LOOP_SECONDS, Math.ceil(tickerWidthPx(items) / TICKER_MAX_PX_PER_SECOND))
}
