import type { Config } from 'vike/types'

export default { edgeSeconds: 300, query: ['q', 'type', 'page'], sitemap: 'list' } as const satisfies Config
