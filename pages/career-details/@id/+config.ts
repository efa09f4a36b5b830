import type { Config } from 'vike/types'

import { PAGE } from '../../../src/routes/paths'

export default { edgeSeconds: 300, sitemap: 'records', parent: PAGE.career } satisfies Config
