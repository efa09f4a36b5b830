// Issue 14's budget for what a phone downloads before a page works: CSS ≤ 15 KB brotli on every page,
// computed from the build (`npx tsx bench/client-weight.ts` prints the figures). JavaScript is counted as
// Chromium downloads it, in tests/e2e/client-weight.browser.test.ts.
import { describe, expect, it } from 'vitest'
import { builtPageTable } from '../support/page-table'
import { pageStylesheets } from '../support/client-weight'

const CSS_BUDGET_BYTES = 15 * 1024

describe('stylesheets of every page (brotli, from dist/assets.json)', () => {
  const weights = pageStylesheets()

  it('covers every page of the site', () => {
    expect(weights.map((w) => w.page)).toEqual(expect.arrayContaining(builtPageTable().entries.map((r) => r.page)))
  })

  it('loads at most 15 KB of CSS', () => {
    const over = weights.filter((w) => w.cssBrotliBytes > CSS_BUDGET_BYTES).map((w) => `${w.page}: ${(w.cssBrotliBytes / 1024).toFixed(1)} KB`)
    expect(over).toEqual([])
  })
})
