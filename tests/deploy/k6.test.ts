// k6 cannot be installed here: type-check the load tests against @types/k6,
// keep them free of anything k6 cannot load, and check the load profiles.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))
const loadTests = join(repoRoot, 'load-tests')
const require = createRequire(import.meta.url)

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : /\.(ts|js)$/.test(e.name) ? [join(dir, e.name)] : [],
  )
}
const files = sources(loadTests)
const scripts = ['smoke.ts', 'admission-spike.ts', 'soak.ts', 'result-day.ts']

/** Module specifiers of static and dynamic imports and re-exports. */
function specifiers(text: string): string[] {
  const found: string[] = []
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]/g)) found.push(m[1]!)
  for (const m of text.matchAll(/(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g)) found.push(m[1]!)
  for (const m of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.push(m[1]!)
  return found
}

describe('k6 load tests', () => {
  it('has the scripts and a shared lib', () => {
    for (const s of scripts) expect(files.map((f) => relative(loadTests, f))).toContain(s)
    for (const lib of ['config.ts', 'routes.ts', 'checks.ts', 'profiles.ts', 'summary.ts']) {
      expect(files.map((f) => relative(loadTests, f))).toContain(join('lib', lib))
    }
  })

  it('type-checks against @types/k6 (tsc --noEmit -p load-tests)', () => {
    const tsc = require.resolve('typescript/bin/tsc')
    const r = spawnSync(process.execPath, [tsc, '--noEmit', '-p', loadTests], { encoding: 'utf8' })
    expect(r.stdout + r.stderr).toBe('')
    expect(r.status).toBe(0)
  }, 120_000)

  it('imports only k6 modules and relative files (no Node, no npm)', () => {
    for (const file of files) {
      const text = readFileSync(file, 'utf8')
      for (const spec of specifiers(text)) {
        const ok = spec === 'k6' || spec.startsWith('k6/') || spec.startsWith('./') || spec.startsWith('../') || spec.startsWith('https://jslib.k6.io/')
        expect(ok, `${relative(repoRoot, file)} imports ${spec}`).toBe(true)
        // k6 resolves relative modules by their exact file name.
        if (spec.startsWith('.')) expect(spec, `${relative(repoRoot, file)}: ${spec} needs its extension`).toMatch(/\.(ts|js)$/)
      }
      expect(text, relative(repoRoot, file)).not.toMatch(/\brequire\s*\(|\bprocess\.|\bBuffer\.|\bnode:/)
    }
  })

  it('each script reads BASE_URL, checks the site in setup(), sets thresholds and writes a summary', () => {
    const config = readFileSync(join(loadTests, 'lib', 'config.ts'), 'utf8')
    expect(config).toMatch(/__ENV\.BASE_URL/)
    for (const s of scripts) {
      const text = readFileSync(join(loadTests, s), 'utf8')
      expect(text, s).toMatch(/export function setup\(/)
      expect(text, s).toMatch(/export function handleSummary\(/)
      expect(text, s).toMatch(/http_req_failed:/)
      expect(text, s).toMatch(/checks:/)
    }
    const spike = readFileSync(join(loadTests, 'admission-spike.ts'), 'utf8')
    expect(spike).toMatch(/rate<0\.001/)
    expect(spike).toMatch(/p\(95\)/)
    expect(spike).toMatch(/p\(99\)/)
    expect(spike).toMatch(/dropped_iterations: \['count==0'\]/)
    expect(readFileSync(join(loadTests, 'lib', 'checks.ts'), 'utf8')).toMatch(/fail\(/)
  })

  it("checks a page without copying or scanning all of it case-insensitively (k6's CPU per request)", () => {
    // bench/k6-cpu.ts: lowercasing each page for its checks cost 6–7 ms of k6 CPU per request.
    const checks = readFileSync(join(loadTests, 'lib', 'checks.ts'), 'utf8')
    const checkPage = checks.slice(checks.indexOf('export function checkPage('))
    expect(checkPage).not.toMatch(/body\.toLowerCase\(\)|body\.toUpperCase\(\)/)
    expect(checkPage).not.toMatch(/\/[a-z]*i\.test\(body\)|\.test\(body\)|body\.match\(/)
    expect(checkPage).toMatch(/body\.includes\(route\.mustContain\)/)
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
    const routes = readFileSync(join(loadTests, 'lib', 'routes.ts'), 'utf8')
    for (const p of ['/admission-result', '/admission-instruction', '/admission-advertisements', "'/'", '/all-notice', '/notice/']) expect(routes).toContain(p)
  })
})
