import type { Config } from 'vike/types'

// A redirect (+guard.ts): never kept, never listed.
export default { edgeSeconds: 0, sitemap: 'none' } satisfies Config
