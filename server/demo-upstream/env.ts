// The demo upstream's behaviour from the environment, for the CLI (npm run demo-upstream) and the
// demo embedded in the site: DEMO_LATENCY_MS, DEMO_FAILURE_RATE, DEMO_EMPTY=1.
import type { DemoMode } from './server'

export function numberFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]
  if (raw === undefined || raw.trim() === '') return fallback
  const value = Number(raw)
  if (!Number.isFinite(value) || value < min || value > max) throw new RangeError(`${name} must be a number from ${min} to ${max}, got "${raw}"`)
  return value
}

export function demoModeFromEnv(env: NodeJS.ProcessEnv = process.env): Pick<DemoMode, 'latencyMs' | 'failureRate' | 'empty'> {
  return {
    latencyMs: numberFromEnv(env, 'DEMO_LATENCY_MS', 0, 0, 600_000),
    failureRate: numberFromEnv(env, 'DEMO_FAILURE_RATE', 0, 0, 1),
    empty: env.DEMO_EMPTY === '1' || env.DEMO_EMPTY === 'true',
  }
}
