import type { Config } from 'vike/types'

// HTML-only: its tabs are radio buttons, its PDF viewers the HTML-only script's (src/enhance/html-only.ts).
export default { edgeSeconds: 30, query: ['page'], sitemap: 'list', htmlOnly: true } as const satisfies Config
