import type { Config } from 'vike/types'

export default { edgeSeconds: 60, sitemap: 'page' } satisfies Config
