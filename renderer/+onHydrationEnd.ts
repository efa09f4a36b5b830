// https://vike.dev/onHydrationEnd: marks the page interactive once React has hydrated it, the parts whose
// hydration is deferred (src/components/DeferredHydration.tsx) included: the frame's CSS swaps its no-JS
// fallbacks for the real controls, and browser tests wait for it.
import { whenHydrated } from '../src/components/DeferredHydration'

export function onHydrationEnd() {
  void whenHydrated().then(() => {
    document.body.dataset.hydrated = 'true'
  })
}
