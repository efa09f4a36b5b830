// The k6 scripts' types (against @types/k6) and the shape of the admission spike. The scripts
// themselves run under the real k6 in tests/edge/k6-scripts.test.ts and tests/crowds/result-day-k6.test.ts.
import { spawnSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { builtPageTable } from '../support/page-table'
import { visitOf } from '../support/page-visits'
import { localePath, splitLocale } from '../../src/routes/locale'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const loadTests = join(repoRoot, 'load-tests')
const require = createRequire(import.meta.url)

interface K6Route {
  name: string
  path: string
  mustContain: string
}

/** load-tests/lib/routes.ts, imported at run time (a computed path: the root tsconfig must not follow into the k6 sources). */
async function routesModule() {
  ;(globalThis as { __ENV?: Record<string, string> }).__ENV = {}
  const routesFile = join(loadTests, 'lib', 'routes.ts')
  type SiteFacts = { noticeIds: string[]; circularTitle: string }
  return (await import(/* @vite-ignore */ routesFile)) as {
    admissionRoutes: (site: SiteFacts) => K6Route[]
    generalRoutes: (site: SiteFacts) => K6Route[]
    circularTitleOf: (title: string) => string | null
  }
}

describe('k6 load tests', () => {
  it('type-checks against @types/k6 (tsc --noEmit -p load-tests)', () => {
    const tsc = require.resolve('typescript/bin/tsc')
    const r = spawnSync(process.execPath, [tsc, '--noEmit', '-p', loadTests], { encoding: 'utf8' })
    expect(r.stdout + r.stderr).toBe('')
    expect(r.status).toBe(0)
  }, 120_000)

  it("tags each visited page with the site's label for it and expects its title (needs `npm run build`)", async () => {
    const { admissionRoutes, generalRoutes } = await routesModule()
    const patterns = builtPageTable().entries.map((e) => e.pattern)
    // The site's facts as setup() reads them, on the day the visits were written for (TEST_TODAY).
    const site = { noticeIds: [], circularTitle: visitOf('/admission-instruction').title }
    const routes = [...admissionRoutes(site), ...generalRoutes(site)].filter((r) => !r.path.endsWith('.json'))
    for (const route of routes) {
      const { locale, path } = splitLocale(route.path)
      const visit = visitOf(path)
      expect(patterns, route.path).toContain(visit.pattern)
      expect(route.name, route.path).toBe(localePath(locale, visit.pattern))
      if (!route.name.includes(':')) expect(route.name).toBe(route.path)
      expect(route.mustContain, route.path).toBe(locale === 'en' ? visit.title : '<html lang="bn"')
    }
    // Every page in both languages.
    expect(routes.filter((r) => r.path.startsWith('/bn')).length * 2).toBe(routes.length)
  })

  it("expects the circular of the site's day, as setup() reads it from the page's title, not a date written in the scripts", async () => {
    const { admissionRoutes, generalRoutes, circularTitleOf } = await routesModule()
    expect(circularTitleOf('Admission Circular, Spring 2027 | Hill Tracts University')).toBe('Admission Circular, Spring 2027')
    expect(circularTitleOf('Admission Circular, Fall 2031 | Hill Tracts University')).toBe('Admission Circular, Fall 2031')
    for (const other of ['Something went wrong | Hill Tracts University', 'Admission Circular | Hill Tracts University', '']) expect(circularTitleOf(other), other).toBeNull()
    const site = { noticeIds: [], circularTitle: 'Admission Circular, Fall 2031' }
    for (const routes of [admissionRoutes(site), generalRoutes(site)]) {
      expect(routes.find((r) => r.path === '/admission-instruction')?.mustContain).toBe('Admission Circular, Fall 2031')
    }
  })

  it('shapes the admission spike as an open-model jump of about 20x within seconds', async () => {
    ;(globalThis as { __ENV?: Record<string, string> }).__ENV = {}
    // A computed path: the root tsconfig must not follow into the k6 sources.
    const profiles = join(loadTests, 'lib', 'profiles.ts')
    const { SPIKE_SCENARIOS, durationSeconds } = (await import(/* @vite-ignore */ profiles)) as {
      SPIKE_SCENARIOS: Record<string, unknown>
      durationSeconds: (d: string) => number
    }
    const admission = SPIKE_SCENARIOS.admission as { executor: string; startRate: number; stages: { duration: string; target: number }[] }
    const browsing = SPIKE_SCENARIOS.browsing as { rate: number }
    expect(admission.executor).toBe('ramping-arrival-rate')
    const [baseline, jump, hold, fall, recovery] = admission.stages
    const before = browsing.rate + baseline!.target
    const peak = browsing.rate + jump!.target
    expect(peak / before).toBeGreaterThanOrEqual(15)
    expect(peak / before).toBeLessThanOrEqual(25)
    expect(durationSeconds(jump!.duration)).toBeLessThanOrEqual(15)
    expect(hold!.target).toBe(jump!.target)
    expect(fall!.target).toBe(baseline!.target)
    expect(durationSeconds(recovery!.duration)).toBeGreaterThanOrEqual(60)
  })

  it("fails a run on dropped iterations only past 1 % of the offered load (the load generator's threshold)", async () => {
    ;(globalThis as { __ENV?: Record<string, string> }).__ENV = {}
    const profiles = join(loadTests, 'lib', 'profiles.ts')
    const { SPIKE_SCENARIOS, droppedIterationsThreshold, offeredIterations } = (await import(/* @vite-ignore */ profiles)) as {
      SPIKE_SCENARIOS: Record<string, unknown>
      droppedIterationsThreshold: (scenarios: Record<string, unknown>) => string[]
      offeredIterations: (scenario: unknown) => number
    }
    /** The most drops per second the threshold lets pass (k6's counter rate). */
    const allowedRate = (scenarios: Record<string, unknown>) => {
      const [threshold] = droppedIterationsThreshold(scenarios)
      const limit = /^rate<=([\d.]+)$/.exec(threshold!)?.[1]
      expect(limit, threshold).toBeDefined()
      return Number(limit)
    }
    // The run: a 15-minute soak at 20 iterations/s offers 18,000; 20 dropped must not fail it, 1 % may.
    const soak15 = { soak: { executor: 'constant-arrival-rate', rate: 20, timeUnit: '1s', duration: '15m', preAllocatedVUs: 20 } }
    expect(offeredIterations(soak15.soak)).toBe(18_000)
    expect(20 / 900).toBeLessThanOrEqual(allowedRate(soak15))
    expect(180 / 900).toBeLessThanOrEqual(allowedRate(soak15))
    expect(181 / 900).toBeGreaterThan(allowedRate(soak15))
    // The spike at its defaults: browsing 5/s for 400 s (2,000) and the admission ramp 5 -> 195/s (40,000).
    expect(offeredIterations(SPIKE_SCENARIOS.browsing)).toBe(2_000)
    expect(offeredIterations(SPIKE_SCENARIOS.admission)).toBe(40_000)
    expect(allowedRate(SPIKE_SCENARIOS)).toBeCloseTo((0.01 * 42_000) / 400, 6)
  })
})
