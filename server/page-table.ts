// The site's pages with what each declares in its folder (src/routes/page-table.ts), read once from
// Vike's global context: after the production build is imported, or from the dev server.
import { getGlobalContextAsync } from 'vike/server'
import { pageEntriesOf, pageTable, type PageTable, type ServerPageEntry, type VikePage } from '../src/routes/page-table'

let loaded: Promise<PageTable<ServerPageEntry>> | undefined

export function loadPageTable(production: boolean): Promise<PageTable<ServerPageEntry>> {
  loaded ??= getGlobalContextAsync(production).then((globalContext) => pageTable(pageEntriesOf(globalContext.pages as Record<string, VikePage>)))
  return loaded
}
