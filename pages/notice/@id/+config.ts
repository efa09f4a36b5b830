import type { Config } from 'vike/types'

import { PAGE } from '../../../src/routes/paths'

export default { edgeSeconds: 60, sitemap: 'records', parent: PAGE.allNotice, loading: 'notice' } satisfies Config
