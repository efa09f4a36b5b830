// The navigation bar's timings: ./enhance.ts waits them, and the no-JS menus' CSS (renderer/site.css) reads the
// delays from the custom properties NavBar.tsx writes with MENU_DELAY_STYLE.

/** After this many pixels of scroll the dropdowns sit flush under the bar. */
export const NAV_SCROLL_THRESHOLD_PX = 100

/** A pointer that leaves a menu closes it after this long, unless it comes back (a diagonal path to a far link). */
export const MENU_CLOSE_DELAY_MS = 400
/** A pointer crossing another trigger on its way switches menus only if it rests there this long. */
export const MENU_SWITCH_DELAY_MS = 300

/** The delays as the CSS custom properties site.css reads (`--menu-close-delay`, `--menu-switch-delay`). */
export const MENU_DELAY_STYLE = {
  '--menu-close-delay': `${MENU_CLOSE_DELAY_MS}ms`,
  '--menu-switch-delay': `${MENU_SWITCH_DELAY_MS}ms`,
} as const
