// https://vike.dev/onRenderClient
import { useLayoutEffect, type ReactNode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import type { OnRenderClientAsync } from 'vike/types'
import { hydrationTracker, HydrationTrackerProvider } from '../src/components/DeferredHydration'
import { PageShell } from './PageShell'

let root: Root | undefined

/** Calls `onCommitted` once React has put this render in the DOM. */
function Committed({ onCommitted, children }: { onCommitted: () => void; children: ReactNode }) {
  useLayoutEffect(onCommitted)
  return children
}

// Resolves once the page is in the DOM: Vike then sets the scroll position (top, the #hash, or the
// saved one on Back), which must not happen while the previous, shorter page is still shown.
export const onRenderClient: OnRenderClientAsync = async (pageContext): ReturnType<OnRenderClientAsync> => {
  const { Page } = pageContext
  if (!Page) return
  let resolve!: () => void
  const committed = new Promise<void>((r) => (resolve = r))
  // Marks the page interactive once React has hydrated it, the deferred parts included: the frame's CSS swaps its
  // no-JS fallbacks for the real controls, and browser tests wait for it.
  const tracker = hydrationTracker(pageContext.isHydration)
  void tracker.done.then(() => {
    document.body.dataset.hydrated = 'true'
  })
  const page = (
    <Committed onCommitted={resolve}>
      <HydrationTrackerProvider value={tracker}>
        <PageShell pageContext={pageContext}>
          <Page />
        </PageShell>
      </HydrationTrackerProvider>
    </Committed>
  )
  const container = document.getElementById('root')!
  if (pageContext.isHydration) {
    root = hydrateRoot(container, page)
  } else {
    root ??= createRoot(container)
    root.render(page)
  }
  await committed
}
