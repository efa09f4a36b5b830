// The server's store of <StaticMarkup> parts (src/components/StaticMarkup.tsx): each part's HTML by its
// key, kept in a bounded LRU. A part missing from it is rendered by the page itself and queued; after
// the page's render the queued parts are rendered on their own (React renders one tree at a time).
import { LRUCache } from 'lru-cache'
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import type { StaticMarkupStore } from '../src/components/StaticMarkup'

/** Parts kept: their keys are bounded by the content (a menu and its current link); the limit is a guard. */
const MAX_PARTS = 500

export interface RenderStaticMarkupStore extends StaticMarkupStore {
  /** Renders the parts the last render asked for and did not find. */
  fillMissing(): void
}

export function staticMarkupStore(maxParts = MAX_PARTS): RenderStaticMarkupStore {
  const parts = new LRUCache<string, string>({ max: maxParts })
  const missing = new Map<string, ReactElement>()
  return {
    html(key, element) {
      const html = parts.get(key)
      if (html === undefined && missing.size < maxParts) missing.set(key, element)
      return html
    },
    fillMissing() {
      for (const [key, element] of missing) if (!parts.has(key)) parts.set(key, renderToString(element))
      missing.clear()
    },
  }
}
