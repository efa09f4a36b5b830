// CLI entry (npm run demo-upstream). Environment: PORT (4010), HOST (127.0.0.1),
// DEMO_USER_ID, DEMO_PASSWORD, DEMO_LATENCY_MS, DEMO_FAILURE_RATE, DEMO_EMPTY=1,
// DEMO_STOP_ON_STDIN_END=1 (stop when stdin closes: set by the site that starts it in demo mode).
// Prints one line, 'demo upstream listening on http://HOST:PORT', and stops on SIGTERM/SIGINT.

import { demoModeFromEnv, numberFromEnv } from './env'
import { startDemoUpstream } from './server'

async function main(): Promise<void> {
  const demo = await startDemoUpstream({
    host: process.env.HOST?.trim() || '127.0.0.1',
    port: numberFromEnv(process.env, 'PORT', 4010, 0, 65535),
    userId: process.env.DEMO_USER_ID || undefined,
    password: process.env.DEMO_PASSWORD || undefined,
    ...demoModeFromEnv(),
    admissionLatencyMs: numberFromEnv(process.env, 'DEMO_ADMISSION_LATENCY_MS', 0, 0, 600_000),
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
  // Started by the site in demo mode: stop with it, even when it was killed.
  if (process.env.DEMO_STOP_ON_STDIN_END === '1') process.stdin.once('end', stop).resume()
}

main().catch((error: unknown) => {
  process.stderr.write(`demo upstream: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
