import type { Config } from 'vike/types'

// HTML-only (issue 25): React renders home on the server only; its banner, news carousel and video player are
// driven by the HTML-only pages' script (src/enhance/home.ts, src/enhance/video.ts), its tabs and FAQ are native.
export default { edgeSeconds: 10, sitemap: 'page', htmlOnly: true } satisfies Config
