// Memory of /files/ under a crowd of distinct misses: 200 different cold 2 MB files asked of the app at
// once (no edge in front: every one a transfer). The built server as a process, a scripted file host on
// loopback; its peak resident memory (VmHWM) is read from /proc. Files stream chunk by chunk behind the
// file bulkhead (FILE_CONCURRENCY), so the peak grows by the transfers' buffers, not by 200 files
// (400 MB held whole). Every download must arrive whole.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSite, type RunningProcess } from '../support/processes'
import { fakePdf, startDocumentHost, type DocumentHost } from '../support/scripted-file-host'

const MiB = 1024 * 1024
const FILES = 200
const PDF = fakePdf(2 * MiB, 9)
const SHA = createHash('sha256').update(PDF).digest('hex')
/** The chart's memory limit of an app pod. */
const POD_LIMIT = 512 * MiB

let host: DocumentHost
let site: RunningProcess

beforeAll(async () => {
  host = await startDocumentHost()
  // Distinct paths, the same bytes (the file host's memory is not what is measured).
  for (let i = 0; i <= FILES; i++) host.put(`results/unit-${i}.pdf`, { type: 'application/pdf', body: PDF })
  // A minute of queueing: this is about memory (the test's reader, on a busy machine, sets the pace), not the wait limit.
  site = await startSite({ url: host.origin }, { FILE_QUEUE_WAIT_MS: '60000' })
})
afterAll(async () => {
  await site?.stop()
  await host?.close()
})

/** Resident memory of the server process: now and its peak so far (kB lines of /proc/<pid>/status). */
function memoryOf(proc: RunningProcess): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${proc.child.pid}/status`, 'utf8')
  const kB = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB$`, 'm').exec(status)?.[1] ?? NaN) * 1024
  return { rss: kB('VmRSS'), peak: kB('VmHWM') }
}

/** One download, hashed chunk by chunk as it arrives. */
async function download(path: string): Promise<{ status: number; sha: string }> {
  const res = await fetch(`${site.url}${path}`, { signal: AbortSignal.timeout(120_000) })
  const hash = createHash('sha256')
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) hash.update(chunk)
  return { status: res.status, sha: hash.digest('hex') }
}

describe('/files/ under distinct misses', () => {
  it(`${FILES} different cold 2 MB files at once stream through within the pod's memory`, async () => {
    // Warm up: the first download loads the code paths.
    expect(await download(`/files/results/unit-${FILES}.pdf`)).toEqual({ status: 200, sha: SHA })
    const before = memoryOf(site)
    const answers = await Promise.all(Array.from({ length: FILES }, (_, i) => download(`/files/results/unit-${i}.pdf`)))
    const after = memoryOf(site)
    console.log(
      `${FILES} distinct cold 2 MB files at once: RSS ${Math.round(before.rss / MiB)} MiB before, peak ${Math.round(after.peak / MiB)} MiB, ` +
        `${Math.round(after.rss / MiB)} MiB after`,
    )
    expect(answers.filter((a) => a.status !== 200 || a.sha !== SHA), site.output().split("\n").filter((l) => l.includes("file transfer failed")).slice(0, 3).join("\n")).toEqual([])
    expect(host.fullGets()).toBe(FILES + 1)
    // Held whole, the crowd alone would be 400 MB (95 MiB of growth measured: requests, sockets, buffers).
    expect(after.peak - before.rss).toBeLessThan(160 * MiB)
    expect(after.peak).toBeLessThan(0.7 * POD_LIMIT)
  })
})
