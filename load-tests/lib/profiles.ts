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
    // One second of arrivals in flight (the p99 limit) without initialising a VU mid-run.
    preAllocatedVUs: Math.max(10, scaled(BASELINE_RPS * 2)),
    maxVUs: Math.max(100, base * 10),
    exec: 'soak',
  },
}

/**
 * Share of the offered iterations k6 may fail to start (no free VU when one was due) before a run fails.
 * Those are the load generator's shortfall, not the site's failures: a few come from k6 itself (a pause,
 * a VU initialised mid-run), while a slow or failing site fails the latency, error and check thresholds.
 * Past 1 % the offered load was not delivered and the latency figures flatter the site.
 */
export const DROPPABLE_SHARE = 0.01

/** An arrival-rate scenario as straight pieces of its rate (iterations per time unit at each end) and their seconds. */
function ratePieces(scenario: Scenario): { from: number; to: number; seconds: number }[] {
  if (scenario.executor === 'constant-arrival-rate') return [{ from: scenario.rate, to: scenario.rate, seconds: durationSeconds(scenario.duration) }]
  if (scenario.executor === 'ramping-arrival-rate') {
    let rate = scenario.startRate ?? 0
    return scenario.stages.map((stage) => {
      const piece = { from: rate, to: stage.target, seconds: durationSeconds(stage.duration) }
      rate = stage.target
      return piece
    })
  }
  throw new Error(`${scenario.executor} is not an arrival-rate scenario: it offers no fixed number of iterations`)
}

/** Iterations a scenario offers: the area under its rate. */
export function offeredIterations(scenario: Scenario): number {
  const perUnit = ratePieces(scenario).reduce((sum, { from, to, seconds }) => sum + ((from + to) / 2) * seconds, 0)
  const timeUnit = 'timeUnit' in scenario ? scenario.timeUnit : undefined
  return perUnit / durationSeconds(timeUnit ?? '1s')
}

/** Seconds an arrival-rate scenario runs. */
function scenarioSeconds(scenario: Scenario): number {
  return ratePieces(scenario).reduce((sum, { seconds }) => sum + seconds, 0)
}

/**
 * The dropped_iterations threshold of a profile: at most DROPPABLE_SHARE of what its scenarios offer, as
 * k6's counter rate (drops per second of the run).
 */
export function droppedIterationsThreshold(scenarios: Record<string, Scenario>): string[] {
  const list = Object.values(scenarios)
  const offered = list.reduce((sum, scenario) => sum + offeredIterations(scenario), 0)
  const seconds = Math.max(...list.map(scenarioSeconds))
  return [`rate<=${((DROPPABLE_SHARE * offered) / seconds).toFixed(6)}`]
}

/** "90s", "3m", "1h" -> seconds (only the forms used above). */
export function durationSeconds(d: string): number {
  const m = /^(\d+)(s|m|h)$/.exec(d)
  if (!m) throw new Error(`unsupported duration ${d}: use e.g. 90s, 3m or 1h`)
  return Number(m[1]) * { s: 1, m: 60, h: 3600 }[m[2] as 's' | 'm' | 'h']
}
