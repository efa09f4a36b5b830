// Timing of the home page's moving parts: auto-advance that stops under prefers-reduced-motion
// and pauses while the visitor points at, touches or focuses the carousel.
import { useEffect, useRef, useState, useSyncExternalStore, type FocusEvent, type PointerEvent } from 'react'

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

/**
 * Paused while a mouse is over the element, a finger is on it or keyboard focus is inside it; spread `handlers`
 * on the element. A tap or click leaves no pause behind: touches do not hover, and focus from a pointer (the
 * play button's, after a tap) is not `:focus-visible`.
 */
export function usePauseOnInteraction() {
  const [hovered, setHovered] = useState(false)
  const [touched, setTouched] = useState(false)
  const [focused, setFocused] = useState(false)
  return {
    paused: hovered || touched || focused,
    handlers: {
      onPointerEnter: (e: PointerEvent<HTMLElement>) => setHovered(e.pointerType !== 'touch'),
      onPointerLeave: () => setHovered(false),
      onTouchStart: () => setTouched(true),
      onTouchEnd: () => setTouched(false),
      onTouchCancel: () => setTouched(false),
      onFocus: (e: FocusEvent<HTMLElement>) => setFocused(e.target.matches(':focus-visible')),
      onBlur: (e: FocusEvent<HTMLElement>) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
      },
    },
  }
}
