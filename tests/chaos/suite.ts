// Runs every scenario once and formats the table. Scenarios that mostly wait (TTL expiry, hanging
// upstreams, slow headers) run in the background while the floods run one after another, so the
// suite fits its time budget; each scenario has its own server, so its figures stay its own.
import * as S from './scenarios'
import { sleep, stopAll } from './stack'

export type { Profile, Row } from './scenarios'

export function profileFromEnv(fallback: S.Profile): S.Profile {
  const name = process.env.CHAOS_PROFILE
  return name === 'full' ? S.FULL : name === 'quick' ? S.QUICK : fallback
}

/** A scenario that threw still gets a row (failed), so one broken scenario does not hide the rest. */
async function guarded(id: string, run: () => Promise<S.Row>, log: (line: string) => void): Promise<S.Row | null> {
  // CHAOS_ONLY=id,id runs only those scenarios (while working on one).
  const only = process.env.CHAOS_ONLY?.split(',').map((s) => s.trim()).filter(Boolean)
  if (only?.length && !only.includes(id)) return null
  const started = performance.now()
  log(`chaos: ${id} …`)
  try {
    const r = await run()
    log(`chaos: ${id} ${r.pass === null ? 'not run' : r.pass ? 'pass' : 'FAIL'} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
    return r
  } catch (err) {
    const message = err instanceof Error ? err.message.split('\n')[0]! : String(err)
    log(`chaos: ${id} error: ${message}`)
    return { id, scenario: id, requests: 0, degradedPct: null, upstreamCalls: null, recoverMs: null, peakRssMiB: null, metricsBytes: null, target: '', pass: false, note: `harness error: ${message}`, figures: { error: message } }
  }
}

export async function runSuite(profile: S.Profile, log: (line: string) => void = () => {}): Promise<S.Row[]> {
  const started = performance.now()
  try {
    const waiting: [string, () => Promise<S.Row>][] = [
      ['wrong-shape-status-error', () => S.wrongShape('status-error')],
      ['wrong-shape-object', () => S.wrongShape('object')],
      ['wrong-shape-html', () => S.wrongShape('html')],
      ['wrong-shape-truncated', () => S.wrongShape('truncated')],
      ['edge-keeps-copy', () => S.edgeKeepsGoodCopy()],
      ['slow-headers', () => S.slowHeaders()],
      ['breaker-hang', () => S.breakerHang(profile)],
      ['slow-drip', () => S.slowDrip()],
    ]
    // Started a second apart: eight servers starting at once starve a 2-core machine.
    const background = Promise.all(waiting.map(([id, run], i) => sleep(i * 1_000).then(() => guarded(id, run, log))))
    const foreground: (S.Row | null)[] = []
    const steps: [string, () => Promise<S.Row>][] = [
      ['junk-urls', () => S.junkUrls(profile)],
      ['upstream-50mb', () => S.hugeAnswers(profile)],
      ['distinct-urls-rss', () => S.distinctUrls(profile)],
      ['detail-flood-outage', () => S.detailFloodOutage(profile)],
      ['breaker-500', () => S.breaker500(profile)],
      ['cold-start-flaky', () => S.coldStartFlaky(profile)],
      ['about-junk-queries', () => S.aboutJunkQueries(profile)],
      ['open-redirects', () => S.openRedirects()],
      ['unknown-ids', () => S.unknownIds()],
      ['sigterm-drain', () => S.drainUnderLoad()],
      ['edge-app-down', () => S.edgeAppDown()],
    ]
    for (const [id, run] of steps) foreground.push(await guarded(id, run, log))
    const rows = [...foreground, ...(await background)].filter((r): r is S.Row => r !== null)
    log(`chaos: ${rows.length} scenarios in ${((performance.now() - started) / 1000).toFixed(0)} s (profile ${profile.name})`)
    return rows
  } finally {
    await stopAll()
  }
}

const ORDER = [
  'junk-urls', 'upstream-50mb', 'distinct-urls-rss',
  'wrong-shape-status-error', 'wrong-shape-object', 'wrong-shape-html', 'wrong-shape-truncated',
  'detail-flood-outage', 'breaker-500', 'breaker-hang', 'cold-start-flaky', 'slow-drip',
  'edge-keeps-copy', 'about-junk-queries', 'open-redirects', 'slow-headers', 'unknown-ids', 'sigterm-drain', 'edge-app-down',
]

export function sortRows(rows: S.Row[]): S.Row[] {
  const at = (id: string) => (ORDER.indexOf(id) + 1 || 99)
  return [...rows].sort((a, b) => at(a.id) - at(b.id))
}

const cell = (v: string) => v.replace(/\|/g, '\\|')
const num = (v: number | null, digits = 0, unit = '') => (v === null || Number.isNaN(v) ? '–' : `${v.toFixed(digits)}${unit}`)
const recover = (ms: number | null) => (ms === null ? '–' : ms === Infinity ? 'not within cap' : `${(ms / 1000).toFixed(1)} s`)
const size = (bytes: number | null) =>
  bytes === null ? '–' : bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(0)} KB`

/** The table (markdown) and a numbered list of notes. */
export function formatTable(rows: S.Row[], profile: S.Profile): string {
  const sorted = sortRows(rows)
  const head = ['scenario', 'requests', '% degraded', 'upstream calls', 'time to recover', 'peak RSS', '/metrics size', 'target', 'result']
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`]
  for (const r of sorted) {
    lines.push(
      `| ${[
        `**${r.id}**: ${r.scenario}`,
        String(r.requests),
        num(r.degradedPct, 1, '%'),
        num(r.upstreamCalls),
        recover(r.recoverMs),
        num(r.peakRssMiB, 0, ' MiB'),
        size(r.metricsBytes),
        r.target,
        r.pass === null ? 'not run' : r.pass ? 'pass' : '**FAIL**',
      ]
        .map(cell)
        .join(' | ')} |`,
    )
  }
  const failed = sorted.filter((r) => r.pass === false).length
  lines.push('', `Profile \`${profile.name}\`; ${sorted.length} scenarios, ${failed} failing.`, '', 'Notes:')
  for (const r of sorted) lines.push(`- ${r.id}: ${r.note}`)
  return lines.join('\n')
}
