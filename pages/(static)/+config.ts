// Written pages: content from src/content/, changed only by a deployment; each is in the sitemap.
import type { Config } from 'vike/types'
import { EDGE_SECONDS } from '../../src/routes/page-settings'

export default { edgeSeconds: EDGE_SECONDS.written, sitemap: 'page' } satisfies Config
