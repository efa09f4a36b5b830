// Issue 14's budget for what a phone downloads before a page works: CSS ≤ 15 KB on every page, counted as
// the app serves it to a browser accepting brotli (the bytes on the wire: the build's quality-11 copy, or
// whatever the server compresses per request). `npx tsx bench/client-weight.ts` prints the figures.
// JavaScript is counted as Chromium downloads it, in tests/e2e/client-weight.browser.test.ts.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { sharedSite } from '../support/shared'
import { builtPageTable } from '../support/page-table'
import { servedStylesheets, servedBytes } from '../support/client-weight'
import { DIST } from '../support/processes'

const CSS_BUDGET_BYTES = 15 * 1024

const stack = sharedSite()

/** The file of the build compressed at brotli's best quality. */
function brotliOf(file: string): number {
  const source = readFileSync(join(DIST, 'client', file))
  return brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }).length
}

describe('stylesheets of every page, as served (brotli)', () => {
  it('covers every page of the site', async () => {
    const weights = await servedStylesheets(stack.site.url)
    expect(weights.map((w) => w.page)).toEqual(expect.arrayContaining(builtPageTable().entries.map((r) => r.page)))
  })

  it('serves every stylesheet as its build-time brotli copy: the bytes sent are those of quality 11', async () => {
    const weights = await servedStylesheets(stack.site.url)
    const files = [...new Set(weights.flatMap((w) => w.cssFiles))]
    expect(files.length).toBeGreaterThan(1)
    const off: string[] = []
    for (const file of files) {
      const served = await servedBytes(stack.site.url, `/${file}`)
      const built = await servedBytes(stack.site.url, `/${file}`, 'identity')
      // A copy is written where it is smaller than the file; else the file goes out as it is.
      if (served.encoding === 'br' ? served.bytes !== brotliOf(file) : served.bytes !== built.bytes) off.push(`${file}: ${served.bytes} B ${served.encoding}`)
    }
    expect(off).toEqual([])
  })

  it('loads at most 15 KB of CSS on every page', async () => {
    const weights = await servedStylesheets(stack.site.url)
    const over = weights.filter((w) => w.cssServedBytes > CSS_BUDGET_BYTES).map((w) => `${w.page}: ${(w.cssServedBytes / 1024).toFixed(1)} KB`)
    expect(over).toEqual([])
  })
})
