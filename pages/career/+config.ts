import type { Config } from 'vike/types'

export default { edgeSeconds: 300, query: ['q', 'type', 'page'], sitemap: 'list', title: { en: 'Career', bn: 'নিয়োগ বিজ্ঞপ্তি' }, loading: 'careers' } as const satisfies Config
