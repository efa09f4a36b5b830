// JavaScript a phone downloads on every route, brotli: what Chromium loads within 10 s of load, against the built
// site on the demo upstream (`npm run build` first): `npx tsx bench/client-weight.ts`. Then each page's stylesheets
// as the app serves them (brotli). tests/http/client-weight.test.ts and tests/e2e/client-weight.browser.test.ts hold the budgets.
import { launchBrowser } from '../tests/support/browser'
import { routeScripts, servedStylesheets } from '../tests/support/client-weight'
import { startStack } from '../tests/support/processes'
import { VISITS } from '../tests/support/page-visits'

const kb = (bytes: number) => (bytes / 1024).toFixed(1)

{
  await using stack = await startStack()
  const browser = await launchBrowser()
  try {
    console.log('route (Chromium, 10 s after load)'.padEnd(48), 'JS KB br'.padStart(9), 'files'.padStart(6))
    for (const [first] of Object.values(VISITS)) {
      const path = first!.path
      const loaded = await routeScripts(browser, stack.site.url, path)
      console.log(path.padEnd(48), kb(loaded.brotliBytes).padStart(9), String(loaded.files.length).padStart(6))
    }
  } finally {
    await browser.close()
  }
  console.log()
  console.log('page (served, Accept-Encoding: br)'.padEnd(40), 'CSS KB'.padStart(7), 'files'.padStart(6))
  for (const w of await servedStylesheets(stack.site.url)) console.log(w.page.padEnd(40), kb(w.cssServedBytes).padStart(7), String(w.cssFiles.length).padStart(6))
}
