import type { Config } from 'vike/types'

// The result list is kept for hours in memory (server/upstream/endpoints.ts): an answer, a lookup's
// included, may stay at the edge for minutes. Never in the sitemap and noindex (applicants' names).
export default { edgeSeconds: 300, query: ['roll', 'q', 'page'] } as const satisfies Config
