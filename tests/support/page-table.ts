// The build's page table (dist/page-table.json, written by `npm run build`): every page and what its
// folder declares, as the server reads it from Vike.
import { readFileSync } from 'node:fs'
import { pageTable, type PageEntry, type PageTable } from '../../src/routes/page-table'
import { DIST } from './processes'

let table: PageTable | undefined

export function builtPageTable(): PageTable {
  table ??= pageTable(JSON.parse(readFileSync(`${DIST}/page-table.json`, 'utf8')) as PageEntry[])
  return table
}
