import type { Config } from 'vike/types'

export default { htmlOnly: true, edgeSeconds: 30, query: ['page'], sitemap: 'list' } as const satisfies Config
