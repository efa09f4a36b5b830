import type { Config } from 'vike/types'

// The result list is kept for hours in memory (server/upstream/endpoints.ts): an answer, a lookup's
// included, may stay at the edge for minutes. The page is in the sitemap as itself; its answers (?roll=)
// and the list's views (?q=, ?page=) are noindex (+data.ts).
export default { edgeSeconds: 300, query: ['roll', 'q', 'page'], sitemap: 'page' } as const satisfies Config
