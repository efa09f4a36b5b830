import { useEffect, useRef } from 'react'

/**
 * Closes an open menu or list the way visitors expect: Escape (focus returns to its trigger when it
 * was inside, so it never falls to <body>), a press outside it, or focus moving out of it.
 * `region` finds the element that counts as inside (looked up when an event comes, so it may change).
 */
export function useDismiss(open: boolean, region: () => HTMLElement | null | undefined, close: () => void, trigger: () => HTMLElement | null | undefined): void {
  const latest = useRef({ region, close, trigger })
  useEffect(() => {
    latest.current = { region, close, trigger }
  })
  useEffect(() => {
    if (!open) return
    const inside = (node: EventTarget | null) => node instanceof Node && !!latest.current.region()?.contains(node)
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return
      if (inside(document.activeElement)) latest.current.trigger()?.focus()
      latest.current.close()
    }
    const onPointerDown = (e: PointerEvent) => {
      if (!inside(e.target)) latest.current.close()
    }
    const onFocusOut = (e: FocusEvent) => {
      if (inside(e.target) && e.relatedTarget && !inside(e.relatedTarget)) latest.current.close()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('focusout', onFocusOut)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('focusout', onFocusOut)
    }
  }, [open])
}
