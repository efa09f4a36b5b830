// Load profiles: the shape of the traffic. Scripts differ in profile and
// thresholds, not in what a request does (that is lib/checks.ts).
import type { Scenario } from 'k6/options'
import { BASELINE_RPS, SPIKE_FACTOR, scaled } from './config.ts'

/** Smoke: 3 virtual users each walk every route twice. "Does it work at all?" */
export const SMOKE_SCENARIOS: Record<string, Scenario> = {
  smoke: { executor: 'per-vu-iterations', vus: 3, iterations: 2, maxDuration: '2m', exec: 'smoke' },
}

const base = scaled(BASELINE_RPS)
const half = scaled(BASELINE_RPS / 2)
/** Admission traffic at the peak, so that the total reaches SPIKE_FACTOR x the baseline. */
const admissionPeak = Math.max(half, scaled(BASELINE_RPS * SPIKE_FACTOR) - half)
const hold = __ENV.SPIKE_HOLD || '3m'
// The other phases, shortened only to run the script in the test suite.
const warmup = __ENV.SPIKE_WARMUP || '1m'
const fall = __ENV.SPIKE_FALL || '30s'
const recovery = __ENV.SPIKE_RECOVERY || '2m'

/**
 * Admission spike (open model: arrivals do not wait for answers, as real
 * visitors don't). The baseline is split between ordinary browsing and the
 * admission pages; then the admission pages jump to ~SPIKE_FACTOR x the whole
 * baseline within 10 s (results published, link shared), hold, and fall back.
 * The recovery window shows whether latency returns to the baseline's.
 */
export const SPIKE_SCENARIOS: Record<string, Scenario> = {
  browsing: {
    executor: 'constant-arrival-rate',
    rate: half,
    timeUnit: '1s',
    duration: `${durationSeconds(warmup) + 10 + durationSeconds(hold) + durationSeconds(fall) + durationSeconds(recovery)}s`,
    preAllocatedVUs: Math.max(5, half),
    maxVUs: Math.max(50, half * 10),
    exec: 'browse',
  },
  admission: {
    executor: 'ramping-arrival-rate',
    startRate: half,
    timeUnit: '1s',
    preAllocatedVUs: Math.max(10, Math.ceil(admissionPeak / 2)),
    maxVUs: Math.max(100, admissionPeak * 5),
    stages: [
      { duration: warmup, target: half }, // baseline
      { duration: '10s', target: admissionPeak }, // the jump
      { duration: hold, target: admissionPeak }, // hold the peak
      { duration: fall, target: half }, // traffic falls off
      { duration: recovery, target: half }, // recovery: compare with the baseline
    ],
    exec: 'admission',
  },
}

/** Soak: a steady 2x baseline for an hour; finds leaks, slow growth, cache churn. */
export const SOAK_SCENARIOS: Record<string, Scenario> = {
  soak: {
    executor: 'constant-arrival-rate',
    rate: scaled(BASELINE_RPS * 2),
    timeUnit: '1s',
    duration: __ENV.SOAK_DURATION || '1h',
    preAllocatedVUs: Math.max(10, base),
    maxVUs: Math.max(100, base * 10),
    exec: 'soak',
  },
}

/** "90s", "3m", "1h" -> seconds (only the forms used above). */
export function durationSeconds(d: string): number {
  const m = /^(\d+)(s|m|h)$/.exec(d)
  if (!m) throw new Error(`unsupported duration ${d}: use e.g. 90s, 3m or 1h`)
  return Number(m[1]) * { s: 1, m: 60, h: 3600 }[m[2] as 's' | 'm' | 'h']
}
