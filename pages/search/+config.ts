import type { Config } from 'vike/types'

export default { edgeSeconds: 30, query: ['q', 'type', 'page'], sitemap: 'none' } as const satisfies Config
