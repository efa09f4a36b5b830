import type { Config } from 'vike/types'

// A subscriber's own page, reached by a signed link: never kept by the edge or the page cache (server/alerts/routes.ts
// renders it with its state, no-store), not in the sitemap.
export default { edgeSeconds: 0, sitemap: 'none' } as const satisfies Config
