import type { Config } from 'vike/types'
import { EDGE_SECONDS } from '../../src/routes/page-settings'

export default { htmlOnly: true, edgeSeconds: EDGE_SECONDS.registry, sitemap: 'page' } satisfies Config
