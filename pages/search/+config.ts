import type { Config } from 'vike/types'

export default { htmlOnly: true, edgeSeconds: 30, query: ['q', 'type', 'page'] } as const satisfies Config
