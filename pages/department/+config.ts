import type { Config } from 'vike/types'
import { EDGE_SECONDS } from '../../src/routes/page-settings'

export default { edgeSeconds: EDGE_SECONDS.registry, pattern: '/:department', sitemap: 'records' } satisfies Config
