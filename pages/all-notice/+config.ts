import type { Config } from 'vike/types'
import { EDGE_SECONDS } from '../../src/routes/page-settings'

export default { edgeSeconds: EDGE_SECONDS.list, query: ['date', 'year', 'month', 'day', 'title', 'page'], sitemap: 'list', title: { en: 'Notices', bn: 'নোটিশ' } } as const satisfies Config
