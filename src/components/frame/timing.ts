// The navigation bar's timings (src/enhance/frame.ts drives NavBar.tsx's markup with them).

/** After this many pixels of scroll the dropdowns sit flush under the bar. */
export const NAV_SCROLL_THRESHOLD_PX = 100

/** A pointer that leaves a menu closes it after this long, unless it comes back (a diagonal path to a far link). */
export const MENU_CLOSE_DELAY_MS = 400
/** A pointer crossing another trigger on its way switches menus only if it rests there this long. */
export const MENU_SWITCH_DELAY_MS = 300
