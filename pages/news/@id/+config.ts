import type { Config } from 'vike/types'

export default { edgeSeconds: 60 } satisfies Config
