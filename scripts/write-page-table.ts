// Writes what the page folders declare for what cannot import Vike: dist/page-table.json (the test of
// nginx's cache key, the check of the k6 scripts' route tags, the tests) and src/routes/page-declarations.ts
// (the browser's loading text, the breadcrumbs). Run by `npm run build`, before the browser's script is built.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { loadPageTable } from '../server/page-table'
import { declarationsModule, DECLARATIONS_MODULE, jsonEntryOf } from '../src/routes/page-table'

const root = join(import.meta.dirname, '..')
const dist = join(root, 'dist')
// Registers Vike's production build, as server/index.ts does.
await import(join(dist, 'server', 'entry.mjs'))
const entries = (await loadPageTable(true)).entries.map(jsonEntryOf)
writeFileSync(join(dist, 'page-table.json'), `${JSON.stringify(entries, null, 2)}\n`)
writeFileSync(join(root, DECLARATIONS_MODULE), declarationsModule(entries))
