import type { Config } from 'vike/types'

export default { edgeSeconds: 300 } satisfies Config
