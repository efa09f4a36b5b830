// Deferred hydration with React's own tools: a component made with `deferHydration(() => import('./X'))` renders
// in a `Suspense` boundary. The server renders it in full (its module is loaded before the render,
// renderer/+onRenderHtml.tsx), so the HTML is complete and works before any script. In the browser its code is not
// part of the page's first-load JavaScript: on the first load it is fetched once the main thread is idle or at the
// visitor's first input (pointer, key, touch, scroll), whichever comes first, and React hydrates the boundary then,
// leaving the server's HTML in place until that moment; after a client-side navigation it is fetched at once.
// What a hydration waits for is counted by its own HydrationTracker (renderer/+onRenderClient.tsx makes one per
// render and marks <body data-hydrated> when it is done), not by module state.
import { createContext, Suspense, use, useContext, useEffect, type ComponentType } from 'react'

type Load<P> = () => Promise<ComponentType<P>>

/** Replaced at build time (Vite), so the browser's bundle holds none of the server's branches. */
const isServer = import.meta.env.SSR

/** Every deferred component's loader (one per `deferHydration` call, made when its module is imported), and the component once loaded. */
const components = new Map<Load<never>, Promise<ComponentType<never>> | ComponentType<never> | undefined>()

/** Server: loads every deferred component, so the render finds each one loaded and never suspends. */
export async function preloadDeferred(): Promise<void> {
  await Promise.all(
    [...components].map(async ([load, loaded]) => {
      if (typeof loaded !== 'function') components.set(load, await (loaded ?? load()))
    }),
  )
}

/**
 * One render of a page: how many deferred parts its first commit holds that have not hydrated yet. `done` resolves
 * once the shell has committed and none is left. A render that is not a hydration (a client-side navigation)
 * counts none: its deferred parts load at once.
 */
export interface HydrationTracker {
  done: Promise<void>
  /** True until the shell's first commit of a hydration: a deferred part mounted now is one it waits for. */
  hydrating(): boolean
  /** +1: a deferred part mounted while hydrating; -1: one hydrated. */
  count(change: 1 | -1): void
  shellCommitted(): void
}

export function hydrationTracker(isHydration: boolean): HydrationTracker {
  let left = 0
  let committed = !isHydration
  let resolve!: () => void
  const done = new Promise<void>((r) => (resolve = r))
  const settle = () => {
    if (committed && left <= 0) resolve()
  }
  return {
    done,
    hydrating: () => !committed,
    count: (change) => {
      left += change
      settle()
    },
    shellCommitted: () => {
      committed = true
      settle()
    },
  }
}

/** Idle main thread, or the visitor's first input, whichever comes first. */
function idleOrInput(): Promise<void> {
  return new Promise<void>((resolve) => {
    const events = ['pointerdown', 'keydown', 'touchstart', 'scroll', 'wheel'] as const
    const done = () => {
      for (const name of events) window.removeEventListener(name, done, true)
      resolve()
    }
    for (const name of events) window.addEventListener(name, done, { capture: true, passive: true, once: true })
    if ('requestIdleCallback' in window) requestIdleCallback(done, { timeout: 2000 })
    else setTimeout(done, 200)
  })
}

const TrackerContext = createContext<HydrationTracker | null>(null)
/** Provides the render's tracker to the deferred parts below (renderer/PageShell.tsx). */
export const HydrationTrackerProvider = TrackerContext.Provider

/** Called by the page shell's effect: runs after every effect of the first commit (children's run first). */
export function useShellCommitted() {
  const tracker = useContext(TrackerContext)
  useEffect(() => tracker?.shellCommitted(), [tracker])
}

/** Browser: the component's module, fetched once (while hydrating, after idle or the first input; else at once). */
function loading<P>(load: Load<P>, tracker: HydrationTracker | null): Promise<ComponentType<P>> {
  let loaded = components.get(load as Load<never>) as Promise<ComponentType<P>> | undefined
  if (!loaded) {
    const hydrating = tracker?.hydrating() ?? false
    loaded = (hydrating ? idleOrInput() : Promise.resolve())
      .then(load)
      .catch(load) // one more try after a failed fetch
      .catch((err: unknown) => {
        // Still failing while hydrating: the server's HTML stays as it is, and so does the page's no-JS mode
        // (<body data-hydrated> is never set), which works; after a navigation the error goes to React.
        if (hydrating) return new Promise<never>(() => {})
        throw err
      })
    components.set(load as Load<never>, loaded as Promise<ComponentType<never>>)
  }
  return loaded
}

export function deferHydration<P extends object>(load: Load<P>): ComponentType<P> {
  if (isServer) components.set(load as Load<never>, undefined)
  function Loaded({ props, tracker }: { props: P; tracker: HydrationTracker | null }) {
    // Committed once its module is there: one deferred part less for the hydration to wait for.
    useEffect(() => tracker?.count(-1), [tracker])
    // The server finds it loaded (preloadDeferred); the browser waits for its module.
    const Component = isServer ? ((components.get(load as Load<never>) as ComponentType<P> | undefined) ?? use(load())) : use(loading(load, tracker))
    // eslint-disable-next-line react-hooks/static-components -- the module's export: the same component on every render
    return <Component {...props} />
  }
  function Deferred(props: P) {
    const tracker = useContext(TrackerContext)
    useEffect(() => {
      if (tracker?.hydrating()) tracker.count(1)
    }, [tracker])
    return (
      <Suspense fallback={null}>
        <Loaded props={props} tracker={tracker} />
      </Suspense>
    )
  }
  return Deferred
}
