import type { Config } from 'vike/types'
import { EDGE_SECONDS } from '../../../src/routes/page-settings'
import { PAGE } from '../../../src/routes/paths'

export default { edgeSeconds: EDGE_SECONDS.registry, sitemap: 'records', parent: PAGE.faculty, loading: 'facultyProfile' } satisfies Config
