import type { Config } from 'vike/types'

export default { htmlOnly: true, edgeSeconds: 60, sitemap: 'page' } satisfies Config
