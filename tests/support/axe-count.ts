// Prints axe's violation nodes (all rules: WCAG 2.2 AA and best practices) per route at 375 and 1366 px.
// Run after `npm run build`: npx tsx tests/support/axe-count.ts
import { AxeBuilder } from '@axe-core/playwright'
import { ALL_AXE_TAGS, DESKTOP, PHONE, launchBrowser, openPage, waitForHydration } from './browser'
import { startStack } from './processes'
import { allRoutes } from './all-routes'

const [stack, browser] = await Promise.all([startStack(), launchBrowser()])
try {
  const routes = await allRoutes(stack.site.url)
  const totals: Record<string, number> = {}
  for (const path of routes) {
    const row: string[] = []
    for (const viewport of [PHONE, DESKTOP]) {
      const { page, context } = await openPage(browser, viewport)
      await page.goto(`${stack.site.url}${path}`)
      await waitForHydration(page)
      await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity))
      const { violations } = await new AxeBuilder({ page }).withTags(ALL_AXE_TAGS).analyze()
      const nodes = violations.reduce((n, v) => n + v.nodes.length, 0)
      for (const v of violations) totals[v.id] = (totals[v.id] ?? 0) + v.nodes.length
      row.push(`${viewport.width}px ${nodes} (${violations.map((v) => `${v.id} ${v.nodes.length}`).join(', ')})`)
      await context.close()
    }
    console.log(`${path}: ${row.join(' | ')}`)
  }
  console.log('by rule:', totals)
} finally {
  await browser.close()
  await stack.stop()
}
