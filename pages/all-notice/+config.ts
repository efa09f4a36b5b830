import type { Config } from 'vike/types'
import { EDGE_SECONDS } from '../../src/routes/page-settings'

export default { htmlOnly: true, edgeSeconds: EDGE_SECONDS.list, query: ['date', 'year', 'month', 'day', 'title', 'page'], sitemap: 'list' } as const satisfies Config
