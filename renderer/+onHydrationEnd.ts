// https://vike.dev/onHydrationEnd: marks the page interactive: the frame's CSS swaps its no-JS
// fallbacks for the real controls, and browser tests wait for it.
export function onHydrationEnd() {
  document.body.dataset.hydrated = 'true'
}
