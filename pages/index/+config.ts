import type { Config } from 'vike/types'

export default { edgeSeconds: 10, sitemap: 'page' } satisfies Config
