// `npx tsx bench/k6-cpu.ts`: k6's own CPU per request running the project's soak script (mixed
// routes, every check) against the local stack. Two bounded runs of different lengths; the
// difference in k6's CPU time (user + system, from wait4) over the difference in requests leaves
// out k6's start-up (TypeScript transpile, setup()). Needs `npm run build`, nginx and k6.
//   K6_BIN (../shared/bin/k6), K6_CPU_RPS (100), K6_CPU_SHORT_SEC (5), K6_CPU_LONG_SEC (20)
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot } from '../tests/support/edge-harness'
import { startLocalStack } from '../scripts/local-stack'

const K6 = process.env.K6_BIN ?? join(repoRoot, '..', 'shared', 'bin', 'k6')
const RPS = Number(process.env.K6_CPU_RPS ?? 100)

interface Run {
  seconds: number
  requests: number
  cpuSec: number
  checksPassed: number
}

function runSoak(baseUrl: string, seconds: number): Run {
  const dir = mkdtempSync(join(tmpdir(), 'k6-cpu-'))
  try {
    // GNU time prints k6's user and system CPU seconds (the child's rusage) to a file.
    const timeFile = join(dir, 'time')
    const r = spawnSync(
      '/usr/bin/time',
      ['-f', '%U %S', '-o', timeFile, K6, 'run', '--quiet', '-e', `BASE_URL=${baseUrl}`, '-e', `BASELINE_RPS=${RPS / 2}`,
        '-e', `SOAK_DURATION=${seconds}s`, '-e', `SUMMARY_DIR=${dir}`, join(repoRoot, 'load-tests', 'soak.ts')],
      { cwd: repoRoot, encoding: 'utf8', timeout: (seconds + 120) * 1000 },
    )
    const [user, sys] = readFileSync(timeFile, 'utf8').trim().split('\n').at(-1)!.split(' ').map(Number)
    const summary = JSON.parse(readFileSync(join(dir, 'summary-soak.json'), 'utf8')) as {
      metrics: Record<string, { values: Record<string, number> }>
    }
    if (r.status !== 0) console.warn(`  k6 exited ${r.status} (thresholds?): ${r.stderr.slice(-500)}`)
    return {
      seconds,
      requests: summary.metrics.http_reqs!.values.count!,
      cpuSec: user! + sys!,
      checksPassed: summary.metrics.checks?.values.rate ?? 0,
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

async function main() {
  if (!existsSync(K6)) throw new Error(`no k6 at ${K6}: set K6_BIN`)
  const stack = await startLocalStack({ appEnv: { LOG_LEVEL: 'warn' } })
  try {
    const short = runSoak(stack.url, Number(process.env.K6_CPU_SHORT_SEC ?? 5))
    const long = runSoak(stack.url, Number(process.env.K6_CPU_LONG_SEC ?? 20))
    console.log(`k6 soak.ts at ${RPS} req/s through nginx (${stack.url}):`)
    console.log('run'.padEnd(8), 'requests'.padStart(9), 'k6 CPU s'.padStart(9), 'checks ok'.padStart(10))
    for (const run of [short, long]) {
      console.log(`${run.seconds} s`.padEnd(8), String(run.requests).padStart(9), run.cpuSec.toFixed(2).padStart(9), `${(run.checksPassed * 100).toFixed(1)}%`.padStart(10))
    }
    const perRequestMs = ((long.cpuSec - short.cpuSec) * 1000) / (long.requests - short.requests)
    console.log(`\nk6 CPU per request (difference of the two runs): ${perRequestMs.toFixed(2)} ms`)
  } finally {
    await stack.stop()
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
