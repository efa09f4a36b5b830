// The real k6 (../shared/bin/k6, or K6_BIN) running one of load-tests/, bounded in time: its exit code, its output and
// the summary file the script writes (load-tests/lib: SUMMARY_DIR/summary-<script>.json).
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = join(import.meta.dirname, '..', '..')

export const K6 = process.env.K6_BIN || join(ROOT, '..', 'shared', 'bin', 'k6')

export interface K6Summary {
  metrics: Record<string, { values: Record<string, number> } | undefined>
}

export interface K6Run<S extends K6Summary = K6Summary> {
  code: number | null
  output: string
  /** Empty when the script wrote none (k6 could not run it). */
  summary: S
}

/** Runs load-tests/`script` with `env` (each a -e), its summary in `summaryDir`; k6 is killed after `limitMs` whatever happens. */
export function runK6<S extends K6Summary = K6Summary>(script: string, env: Record<string, string>, { summaryDir, limitMs, cwd = ROOT }: { summaryDir: string; limitMs: number; cwd?: string }): Promise<K6Run<S>> {
  const args = ['run', '--quiet', '--no-color', ...Object.entries({ SUMMARY_DIR: summaryDir, ...env }).flatMap(([name, value]) => ['-e', `${name}=${value}`])]
  return new Promise((resolve) => {
    const child = spawn(K6, [...args, join(ROOT, 'load-tests', script)], { cwd, env: { PATH: process.env.PATH ?? '', HOME: summaryDir, K6_NO_USAGE_REPORT: 'true' } })
    let output = ''
    child.stdout.on('data', (c: Buffer) => (output += c.toString()))
    child.stderr.on('data', (c: Buffer) => (output += c.toString()))
    const timer = setTimeout(() => child.kill('SIGKILL'), limitMs)
    child.once('close', (code) => {
      clearTimeout(timer)
      const file = join(summaryDir, `summary-${script.replace(/\.ts$/, '')}.json`)
      const summary = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as S) : ({ metrics: {} } as S)
      resolve({ code, output, summary })
    })
  })
}
