import type { Config } from 'vike/types'
import { EDGE_SECONDS } from '../../src/routes/page-settings'

export default { edgeSeconds: EDGE_SECONDS.list, query: ['q', 'page'], sitemap: 'list', title: { en: 'News', bn: 'সংবাদ' } } as const satisfies Config
