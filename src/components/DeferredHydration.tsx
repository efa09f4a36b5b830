// Deferred hydration with React's own tools: a component made with `deferHydration(() => import('./X'))` is a
// `lazy` component in a `Suspense` boundary. The server renders it in full (its module is preloaded before the
// render, renderer/+onRenderHtml.tsx), so the HTML is complete and works before any script. In the browser its
// code is not part of the page's first-load JavaScript: on the first load it is fetched once the main thread is
// idle or at the visitor's first input (pointer, key, touch, scroll), whichever comes first, and React hydrates
// the boundary then, leaving the server's HTML in place until that moment; after a client-side navigation it is
// fetched at once.
import { lazy, Suspense, useEffect, type ComponentType } from 'react'

type Load<P> = () => Promise<ComponentType<P>>

const isServer = typeof window === 'undefined'

/** Server: every deferred component's loader, and the components once loaded. */
const loaders: Load<never>[] = []
const loaded = new Map<Load<never>, ComponentType<never>>()

/** Server: loads every deferred component, so renderToString renders them synchronously. */
export async function preloadDeferred(): Promise<void> {
  await Promise.all(loaders.filter((load) => !loaded.has(load)).map(async (load) => loaded.set(load, await load())))
}

/**
 * A thenable that resolves synchronously: React's `lazy` then renders at once, without suspending (React calls
 * only `then`; the type says Promise because `lazy` is typed for promises).
 */
function resolvedNow<T>(value: T): Promise<T> {
  return { then: (resolve?: (value: T) => unknown) => resolve?.(value) } as unknown as Promise<T>
}

// Browser: deferred boundaries of the first (hydrated) page, and how many of them have hydrated.
let shellCommitted = false
let expected = 0
let hydrated = 0
const whenDone = new Set<() => void>()
function settle() {
  if (!shellCommitted || hydrated < expected) return
  for (const done of whenDone) done()
  whenDone.clear()
}

/** Resolves once the page has hydrated, deferred parts included (renderer/+onHydrationEnd.ts waits for it). */
export function whenHydrated(): Promise<void> {
  return new Promise((resolve) => {
    whenDone.add(resolve)
    settle()
  })
}

/** Called by the page shell's effect: runs after every effect of the first commit (children's run first). */
export function useShellCommitted() {
  useEffect(() => {
    shellCommitted = true
    settle()
  }, [])
}

let firstInput: Promise<void> | undefined
/** Idle main thread, or the visitor's first input, whichever comes first. */
function idleOrInput(): Promise<void> {
  firstInput ??= new Promise<void>((resolve) => {
    const events = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const
    const done = () => {
      for (const name of events) window.removeEventListener(name, done, true)
      resolve()
    }
    for (const name of events) window.addEventListener(name, done, { capture: true, passive: true, once: true })
    if ('requestIdleCallback' in window) requestIdleCallback(done, { timeout: 2000 })
    else setTimeout(done, 200)
  })
  return firstInput
}

function HydratedMarker() {
  useEffect(() => {
    hydrated++
    settle()
  }, [])
  return null
}

export function deferHydration<P extends object>(load: Load<P>): ComponentType<P> {
  if (isServer) loaders.push(load as Load<never>)
  const Lazy = lazy((): Promise<{ default: ComponentType<P> }> => {
    if (isServer) {
      const component = loaded.get(load as Load<never>) as ComponentType<P> | undefined
      return component ? resolvedNow({ default: component }) : load().then((c) => ({ default: c }))
    }
    // During the first hydration the boundary keeps the server's HTML until then; later renders load at once.
    const hydrating = !shellCommitted
    return (hydrating ? idleOrInput() : Promise.resolve())
      .then(load)
      .catch(load) // one more try after a failed fetch
      .then(
        (c) => ({ default: c }),
        (err: unknown) => {
          // Still failing while hydrating: the server's HTML stays as it is, and so does the page's no-JS mode
          // (<body data-hydrated> is never set), which works; after a navigation the error goes to React.
          if (hydrating) return new Promise<never>(() => {})
          throw err
        },
      )
  })
  function Deferred(props: P) {
    useEffect(() => {
      if (!shellCommitted) expected++
    }, [])
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
        <HydratedMarker />
      </Suspense>
    )
  }
  return Deferred
}
