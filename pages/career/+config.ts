import type { Config } from 'vike/types'

export default { htmlOnly: true, edgeSeconds: 300, query: ['q', 'type', 'page'], sitemap: 'list' } as const satisfies Config
