// Budgets of issue 14 for what a phone downloads before a page works: first-load JavaScript (the client
// router, the page's entry and the chunks they import statically) ≤ 90 KB and CSS ≤ 15 KB, brotli, on every
// page, computed from the build (`npx tsx bench/client-weight.ts` prints the figures).
import { describe, expect, it } from 'vitest'
import { builtPageTable } from '../support/page-table'
import { pageWeights } from '../support/client-weight'

// React (57 KB) and Vike's client router (25 KB) are most of it: a page has about 8 KB of its own.
const JS_BUDGET_BYTES = 90 * 1024
const CSS_BUDGET_BYTES = 15 * 1024

describe('first-load weight of every page (brotli, from dist/assets.json)', () => {
  const weights = pageWeights()

  it('covers every page of the site', () => {
    expect(weights.map((w) => w.page)).toEqual(expect.arrayContaining(builtPageTable().entries.map((r) => r.page)))
  })

  it(`loads at most ${JS_BUDGET_BYTES / 1024} KB of JavaScript on first load`, () => {
    const over = weights.filter((w) => w.jsBrotliBytes > JS_BUDGET_BYTES).map((w) => `${w.page}: ${(w.jsBrotliBytes / 1024).toFixed(1)} KB`)
    expect(over).toEqual([])
  })

  it('loads at most 15 KB of CSS', () => {
    const over = weights.filter((w) => w.cssBrotliBytes > CSS_BUDGET_BYTES).map((w) => `${w.page}: ${(w.cssBrotliBytes / 1024).toFixed(1)} KB`)
    expect(over).toEqual([])
  })
})
