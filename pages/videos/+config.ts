import type { Config } from 'vike/types'

export default { edgeSeconds: 30, query: ['q', 'page'], sitemap: 'list', loading: 'video' } as const satisfies Config
