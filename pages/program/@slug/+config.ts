import type { Config } from 'vike/types'
import { EDGE_SECONDS } from '../../../src/routes/page-settings'

// Its breadcrumb passes through its department (src/seo/breadcrumbs.ts finds which).
export default { edgeSeconds: EDGE_SECONDS.registry, sitemap: 'records', parent: '/:department' } satisfies Config
