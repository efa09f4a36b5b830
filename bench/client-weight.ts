// First-load JavaScript and CSS of every page, brotli, from the build's manifest (`npm run build` first):
// `npx tsx bench/client-weight.ts`. tests/unit/client-weight.test.ts holds the budgets.
import { pageWeights } from '../tests/support/client-weight'

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
console.log('page'.padEnd(36), 'JS KB br'.padStart(9), 'files'.padStart(6), 'CSS KB br'.padStart(10), 'files'.padStart(6))
for (const w of pageWeights()) {
  console.log(w.page.padEnd(36), kb(w.jsBrotliBytes).padStart(9), String(w.jsFiles.length).padStart(6), kb(w.cssBrotliBytes).padStart(10), String(w.cssFiles.length).padStart(6))
}
