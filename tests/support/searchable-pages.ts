// The pages whose folder declares a site-search entry (+config.ts `search`, or +search.ts), read from the
// folders themselves, as the server reads them from Vike: for tests that build search documents without a server.
import type { SearchablePage } from '../../src/logic/search-documents'
import type { PageSettings } from '../../src/routes/page-settings'

const configs = import.meta.glob<PageSettings>('../../pages/**/+config.ts', { eager: true, import: 'default' })
const searches = import.meta.glob<NonNullable<PageSettings['search']>>('../../pages/**/+search.ts', { eager: true, import: 'default' })

/** A folder's fixed path: '../../pages/(static)/about/+config.ts' → '/about' (groups in parentheses are no part of it). */
const pathOf = (file: string) => `/${file.replace(/^\.\.\/\.\.\/pages\//, '').split('/').slice(0, -1).filter((part) => !/^\(.*\)$/.test(part)).join('/')}`

export const SEARCHABLE_PAGES: readonly SearchablePage[] = [
  ...Object.entries(configs).flatMap(([file, config]) => (config.search ? [{ path: pathOf(file), search: config.search }] : [])),
  ...Object.entries(searches).map(([file, search]) => ({ path: pathOf(file), search })),
]
