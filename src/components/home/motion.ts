// Timing of the home page's moving parts: auto-advance that stops under prefers-reduced-motion
// and pauses while the visitor points at or focuses the carousel.
import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent } from 'react'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribe(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

/** True when the visitor asked for reduced motion. The server (and hydration) assumes it does: nothing moves before the browser knows. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  )
}

/**
 * Calls `advance` once `intervalMs` after the last change of `position`, so a manual move restarts
 * the count. Nothing runs while `active` is false or the visitor prefers reduced motion.
 */
export function useAutoAdvance(advance: () => void, intervalMs: number, active: boolean, position: unknown) {
  const reduced = usePrefersReducedMotion()
  const latest = useRef(advance)
  useEffect(() => {
    latest.current = advance
  })
  useEffect(() => {
    if (!active || reduced) return
    const timer = window.setTimeout(() => latest.current(), intervalMs)
    return () => window.clearTimeout(timer)
  }, [active, reduced, intervalMs, position])
}

/** Paused while the pointer is over the element or focus is inside it; spread `handlers` on the element. */
export function usePauseOnInteraction() {
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  return {
    paused: hovered || focused,
    handlers: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (e: FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
      },
    },
  }
}
