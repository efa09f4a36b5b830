import type { Config } from 'vike/types'

// Pages of written content (src/content/): they change with a deployment, so the edge keeps them an hour.
export default { edgeCacheSeconds: 3600 } satisfies Config
