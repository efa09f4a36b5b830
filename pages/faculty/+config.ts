import type { Config } from 'vike/types'
import { EDGE_SECONDS } from '../../src/routes/page-settings'

export default { edgeSeconds: EDGE_SECONDS.registry, query: ['q', 'department', 'designation', 'page'], sitemap: 'list', title: { en: 'Faculty Members', bn: 'শিক্ষকমণ্ডলী' } } as const satisfies Config
