// `npx tsx bench/k6-cpu.ts`: k6's own CPU per request running the project's soak script (mixed
// routes, its checks) against the local stack, beside the baseline of the same run: a bare k6 script
// (bench/k6-baseline.js, one GET of home, body read, nothing else). Two bounded runs of different
// lengths each; the difference in k6's CPU time (user + system, from wait4) over the difference in
// requests leaves out k6's start-up (TypeScript transpile, setup()). Needs `npm run build`, nginx and k6.
//   K6_BIN (../shared/bin/k6), K6_CPU_RPS (100), K6_CPU_SHORT_SEC (5), K6_CPU_LONG_SEC (20)
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { repoRoot } from '../tests/support/edge-harness'
import { startLocalStack } from '../scripts/local-stack'

const K6 = process.env.K6_BIN ?? join(repoRoot, '..', 'shared', 'bin', 'k6')
const RPS = Number(process.env.K6_CPU_RPS ?? 100)

interface Run {
  script: string
  seconds: number
  requests: number
  cpuSec: number
  /** Share of checks passed; undefined for the baseline, which has none. */
  checksPassed: number | undefined
}

/** k6 running `script` for `seconds` at RPS requests/s (the soak runs at twice BASELINE_RPS). */
function runK6(script: string, baseUrl: string, seconds: number): Run {
  const dir = mkdtempSync(join(tmpdir(), 'k6-cpu-'))
  try {
    // GNU time prints k6's user and system CPU seconds (the child's rusage) to a file.
    const timeFile = join(dir, 'time')
    const r = spawnSync(
      '/usr/bin/time',
      ['-f', '%U %S', '-o', timeFile, K6, 'run', '--quiet', '--summary-export', join(dir, 'summary.json'), '-e', `BASE_URL=${baseUrl}`,
        '-e', `BASELINE_RPS=${RPS / 2}`, '-e', `RPS=${RPS}`, '-e', `SOAK_DURATION=${seconds}s`, '-e', `DURATION=${seconds}s`, '-e', `SUMMARY_DIR=${dir}`, script],
      { cwd: repoRoot, encoding: 'utf8', timeout: (seconds + 120) * 1000 },
    )
    const [user, sys] = readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number)
    // --summary-export's flat form: { metrics: { http_reqs: { count }, checks: { value } } }.
    const summary = JSON.parse(readFileSync(join(dir, 'summary.json'), 'utf8')) as { metrics: Record<string, Record<string, number>> }
    if (r.status !== 0) console.warn(`  k6 exited ${r.status} (thresholds?): ${r.stderr.slice(-500)}`)
    return { script, seconds, requests: summary.metrics.http_reqs!.count!, cpuSec: user! + sys!, checksPassed: summary.metrics.checks?.value }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function main() {
  if (!existsSync(K6)) throw new Error(`no k6 at ${K6}: set K6_BIN`)
  const stack = await startLocalStack({ appEnv: { LOG_LEVEL: 'warn' } })
  try {
    const perRequestMs = (script: string) => {
      const short = runK6(script, stack.url, Number(process.env.K6_CPU_SHORT_SEC ?? 5))
      const long = runK6(script, stack.url, Number(process.env.K6_CPU_LONG_SEC ?? 20))
      for (const run of [short, long]) {
        const checks = run.checksPassed === undefined ? '-' : `${(run.checksPassed * 100).toFixed(1)}%`
        console.log(relative(repoRoot, run.script).padEnd(26), `${run.seconds} s`.padEnd(6), String(run.requests).padStart(9), run.cpuSec.toFixed(2).padStart(9), checks.padStart(10))
      }
      return ((long.cpuSec - short.cpuSec) * 1000) / (long.requests - short.requests)
    }
    console.log(`k6 at ${RPS} req/s through nginx (${stack.url}):`)
    console.log('script'.padEnd(26), 'run'.padEnd(6), 'requests'.padStart(9), 'k6 CPU s'.padStart(9), 'checks ok'.padStart(10))
    const baseline = perRequestMs(join(repoRoot, 'bench', 'k6-baseline.js'))
    const soak = perRequestMs(join(repoRoot, 'load-tests', 'soak.ts'))
    console.log('\nk6 CPU per request (difference of the two runs of each script):')
    console.log(`  baseline (bare GET, body read)  ${baseline.toFixed(2)} ms`)
    console.log(`  soak.ts                          ${soak.toFixed(2)} ms  (${(soak / baseline).toFixed(2)} x baseline)`)
  } finally {
    await stack.stop()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
