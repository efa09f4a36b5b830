// Writes dist/page-table.json, the pages and what each folder declares, for what cannot import Vike:
// the test of nginx's cache key and the check of the k6 scripts' route tags. Run by `npm run build`.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadPageTable } from '../server/page-table'

const dist = join(import.meta.dirname, '..', 'dist')
// Registers Vike's production build, as server/index.ts does.
await import(join(dist, 'server', 'entry.mjs'))
const table = await loadPageTable(true)
writeFileSync(join(dist, 'page-table.json'), `${JSON.stringify(table.entries, null, 2)}\n`)
