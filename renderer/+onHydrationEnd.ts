// https://vike.dev/onHydrationEnd: marks the page interactive (browser tests wait for it).
export function onHydrationEnd() {
  document.body.dataset.hydrated = 'true'
}
