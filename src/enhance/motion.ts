// What the home page's moving parts share (home/banner, home/news-carousel): each moves on by itself, never under
// prefers-reduced-motion, and pauses while the visitor points at, touches or focuses it.

/**
 * Calls `advance` `ms` after the last `restart()` while `active()` and motion is not reduced; a move (the visitor's
 * or the timer's) restarts it, and so does a change of `active()` or of the visitor's motion preference.
 */
export function autoAdvance(win: Window, advance: () => void, ms: number, active: () => boolean) {
  const reduced = win.matchMedia('(prefers-reduced-motion: reduce)')
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
export function pauseOnInteraction(el: HTMLElement, changed: () => void) {
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
