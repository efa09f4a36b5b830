// Issue 37 item 1: no legal upstream answer can crash a pod. The built server with the chart's settings for a 512 MiB
// pod (MEMORY_LIMIT_MIB, Node's heap from memoryPlan) in front of a scripted API whose lists are 7,000 ordinary records
// each (notices, news, careers; every list under the 4 MiB answer cap), written with a vocabulary of their own (every
// record's words differ: the index's worst case), then 20 clients searching and reading /bn lists for a minute.
// Before the index had a budget this ended in "JavaScript heap out of memory" within half a minute.
// Bounded: 20 clients for 60 s, each request with a 30 s timeout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { memoryPlan } from '../../server/config'
import { DIST, startNode, upstreamEnvironment, type RunningProcess } from '../support/processes'
import { startScriptedUpstream, type ScriptedUpstream } from '../support/scripted-api'
import { join } from 'node:path'

const MEMORY_LIMIT_MIB = 512
const RECORDS = 7000
const CLIENTS = 20
const RUN_MS = 60_000

/** A word of its own for every (record, place): the index gets a new term for nearly every word it reads. */
function wordOf(record: number, place: number): string {
  const letters = 'abcdefghiklmnoprstuvwyz'
  let n = record * 131 + place * 7919 + 1
  let word = ''
  for (let i = 0; i < 5 + ((record + place) % 6); i++) {
    word += letters[n % letters.length]
    n = Math.floor(n / letters.length) + (i + 1) * 977
  }
  return word
}
const sentence = (record: number, from: number, words: number) => Array.from({ length: words }, (_, i) => wordOf(record, from + i)).join(' ')
const day = (i: number) => new Date(Date.UTC(2026, 0, 1) - (i % 700) * 86_400_000).toISOString().slice(0, 10)

const notices = (offset: number) =>
  Array.from({ length: RECORDS }, (_, i) => ({ id: offset + i, date: day(i), head_line: `Notice ${sentence(i + offset, 0, 6)}`, description: sentence(i + offset, 10, 30), images_path: null }))
const careers = () =>
  Array.from({ length: RECORDS }, (_, i) => ({
    id: 50_000 + i,
    designation_name: `Lecturer ${wordOf(i, 1)}`,
    department_name: `Department of ${wordOf(i, 2)}`,
    subject: sentence(i, 3, 3),
    start_date: day(i),
    end_date: day(i + 30),
    job_type: 1,
    qualification: sentence(i, 20, 12),
    responsibilites: sentence(i, 60, 12),
    additional_requirement: sentence(i, 100, 5),
    title: sentence(i, 130, 4),
    location: 'Rangamati',
  }))

let upstream: ScriptedUpstream
let site: RunningProcess
const sizes: Record<string, number> = {}

beforeAll(async () => {
  upstream = await startScriptedUpstream()
  for (const [path, body] of [
    ['/api/all-notice', JSON.stringify(notices(100_000))],
    ['/api/all-news', JSON.stringify(notices(200_000))],
    ['/api/career', JSON.stringify(careers())],
  ] as const) {
    sizes[path] = Buffer.byteLength(body)
    upstream.behave({ kind: 'raw', body, contentType: 'application/json' }, path)
  }
  site = await startNode(join(DIST, 'app', 'server.js'), {
    ...upstreamEnvironment(upstream.url),
    MEMORY_LIMIT_MIB: String(MEMORY_LIMIT_MIB),
    NODE_OPTIONS: memoryPlan(MEMORY_LIMIT_MIB).nodeOptions,
  })
}, 120_000)
afterAll(async () => {
  if (site && (site.child.exitCode !== null || site.child.signalCode !== null)) console.log(`the server ended (${site.child.exitCode ?? site.child.signalCode}):\n${site.output().slice(-4000)}`)
  await site?.stop()
  await upstream?.close()
})

/** The app's JS heap in use and its search index, from /metrics. */
async function heapAndIndex(): Promise<{ heapMiB: number; indexed: number; leftOut: number }> {
  const text = await (await fetch(`${site.url}/metrics`, { signal: AbortSignal.timeout(30_000) })).text()
  const value = (re: RegExp) => Number(re.exec(text)?.[1] ?? NaN)
  return {
    heapMiB: value(/^nodejs_heap_size_used_bytes (\S+)/m) / 2 ** 20,
    indexed: value(/^search_index_documents\{state="indexed"\} (\S+)/m),
    leftOut: value(/^search_index_documents\{state="left_out"\} (\S+)/m),
  }
}

describe(`${RECORDS}-record lists with a vocabulary of their own, on a ${MEMORY_LIMIT_MIB} MiB pod`, () => {
  it(`${CLIENTS} clients searching and reading /bn lists for a minute: no crash, the heap under its budget, search p95 printed`, async () => {
    expect(Math.max(...Object.values(sizes))).toBeLessThan(4 * 2 ** 20)
    const plan = memoryPlan(MEMORY_LIMIT_MIB)
    const paths = (i: number) =>
      [
        `/search?q=${wordOf(i % RECORDS, 12)}`,
        `/search?q=notice+${wordOf(i % RECORDS, 1)}`,
        `/bn/all-notice?page=${1 + (i % 40)}`,
        `/bn/all-news?page=${1 + (i % 40)}`,
        `/search?q=lecturer&type=career&page=${1 + (i % 5)}`,
        `/bn/career`,
      ][i % 6]!
    const searches: number[] = []
    const statuses = new Map<number, number>()
    let heapPeak = 0
    let failures = 0
    const end = Date.now() + RUN_MS
    const sampler = setInterval(() => void heapAndIndex().then((m) => (heapPeak = Math.max(heapPeak, m.heapMiB)), () => {}), 1000)
    try {
      await Promise.all(
        Array.from({ length: CLIENTS }, async (_, client) => {
          for (let i = client; Date.now() < end; i += CLIENTS) {
            const path = paths(i)
            const started = performance.now()
            try {
              const res = await fetch(`${site.url}${path}`, { signal: AbortSignal.timeout(30_000) })
              await res.arrayBuffer()
              statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1)
              if (path.startsWith('/search')) searches.push(performance.now() - started)
            } catch {
              failures++
            }
          }
        }),
      )
    } finally {
      clearInterval(sampler)
    }
    // A crashed server answers nothing: its last words say why.
    expect(site.child.exitCode ?? site.child.signalCode, site.output().slice(-3000)).toBeNull()
    const after = await heapAndIndex()
    searches.sort((a, b) => a - b)
    const p95 = searches[Math.floor(searches.length * 0.95)] ?? NaN
    console.log(
      `lists ${Object.entries(sizes).map(([p, b]) => `${p} ${(b / 2 ** 20).toFixed(1)} MB`).join(', ')}; answers ${JSON.stringify(Object.fromEntries(statuses))}, failures ${failures}; ` +
        `searches ${searches.length}, p50 ${searches[Math.floor(searches.length / 2)]?.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms; ` +
        `index ${after.indexed} documents, ${after.leftOut} left out; heap peak ${heapPeak.toFixed(0)} MiB of ${plan.heapMiB} MiB (70 %: ${(plan.heapMiB * 0.7).toFixed(0)} MiB)`,
    )
    expect(site.child.exitCode).toBeNull()
    expect(failures).toBe(0)
    expect([...statuses.keys()].filter((s) => s >= 500)).toEqual([])
    expect(searches.length).toBeGreaterThan(100)
    expect(after.leftOut).toBeGreaterThan(0)
    expect(heapPeak).toBeLessThan(plan.heapMiB)
  }, RUN_MS + 120_000)
})
