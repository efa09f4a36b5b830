// CLI entry (npm run demo-upstream). Environment: PORT (4010), HOST (127.0.0.1),
// DEMO_USER_ID, DEMO_PASSWORD, DEMO_LATENCY_MS, DEMO_FAILURE_RATE, DEMO_EMPTY=1.
// Prints one line, 'demo upstream listening on http://HOST:PORT', and stops on SIGTERM/SIGINT.

import { startDemoUpstream } from './server'

function numberFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value < min || value > max) throw new RangeError(`${name} must be a number from ${min} to ${max}, got "${raw}"`)
  return value
}

async function main(): Promise<void> {
  const demo = await startDemoUpstream({
    host: process.env.HOST?.trim() || '127.0.0.1',
    port: numberFromEnv('PORT', 4010, 0, 65535),
    userId: process.env.DEMO_USER_ID || undefined,
    password: process.env.DEMO_PASSWORD || undefined,
    latencyMs: numberFromEnv('DEMO_LATENCY_MS', 0, 0, 600_000),
    failureRate: numberFromEnv('DEMO_FAILURE_RATE', 0, 0, 1),
    empty: process.env.DEMO_EMPTY === '1' || process.env.DEMO_EMPTY === 'true',
  })
  process.stdout.write(`demo upstream listening on ${demo.url}\n`)
  const stop = () => {
    demo.close().then(
      () => process.exit(0),
      (error: unknown) => {
        process.stderr.write(`demo upstream: error while closing: ${String(error)}\n`)
        process.exit(1)
      },
    )
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

main().catch((error: unknown) => {
  process.stderr.write(`demo upstream: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
