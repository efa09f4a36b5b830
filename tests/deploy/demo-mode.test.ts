// Demo mode is a switch, and the demo upstream is its own program: not in the production bundle,
// started as a child process only with DEMO_UPSTREAM=1, and never left behind.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DIST, get, startNode } from '../support/processes'

const serverEntry = join(DIST, 'app', 'server.js')
const built = existsSync(serverEntry)

/** Names only the demo upstream's code has (its app factory, generated data, encoders, PRNG seeds). */
const DEMO_ONLY = ['createDemoApp', 'getDemoData', 'buildPdf', 'encodePng', 'demo-upstream/failures']

function childrenOf(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`
  return existsSync(file) ? readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number) : []
}
const alive = (pid: number) => existsSync(`/proc/${pid}`)

describe.skipIf(!built && !process.env.CI)('demo mode', { timeout: 60_000 }, () => {
  it('keeps the demo upstream out of the production server bundle', () => {
    const server = readFileSync(serverEntry, 'utf8')
    const demo = readFileSync(join(DIST, 'app', 'demo-upstream.js'), 'utf8')
    for (const name of DEMO_ONLY) {
      expect(demo, `${name} is in the demo upstream's own bundle`).toContain(name)
      expect(server, `${name} must not be bundled into dist/app/server.js`).not.toContain(name)
    }
  })

  it('refuses to start in production without an upstream, naming the two ways to start', async () => {
    await expect(startNode(serverEntry, {}, 10_000)).rejects.toThrow(/UPSTREAM_API_BASE_URL is not set[\s\S]*DEMO_UPSTREAM=1/)
  })

  it('with DEMO_UPSTREAM=1 serves the demo, its images and PDFs, and stops the child with it', async () => {
    const site = await startNode(serverEntry, { DEMO_UPSTREAM: '1' })
    let demoPid: number | undefined
    try {
      expect(site.output()).toContain('demo mode')
      const [child] = childrenOf(site.child.pid!)
      demoPid = child
      expect(demoPid, 'the demo upstream runs as a child process').toBeDefined()
      const home = await get(`${site.url}/`)
      expect(home.status).toBe(200)
      const image = /src="(\/files\/[^"]+)"/.exec(home.body)![1]!
      const img = await fetch(`${site.url}${image}`)
      expect(img.status).toBe(200)
      expect(img.headers.get('content-type')).toMatch(/^image\//)
      const ads = await get(`${site.url}/admission-advertisements`)
      const pdf = /(?:src|href)="(\/files\/[^"]+\.pdf)"/.exec(ads.body)![1]!
      const file = await fetch(`${site.url}${pdf}`)
      expect(file.status).toBe(200)
      expect(file.headers.get('content-type')).toBe('application/pdf')
      expect(Buffer.from(await file.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-')
      expect((await fetch(`${site.url}/files/..%2fpackage.json`)).status).toBe(404)
      expect((await fetch(`${site.url}/files/uploads/none.png`)).status).toBe(404)
      const head = await fetch(`${site.url}${pdf}`, { method: 'HEAD' })
      expect(head.status).toBe(200)
      expect(head.headers.get('content-length')).toBe(file.headers.get('content-length'))
      // Through the upstream client: counted with the file host's transfers.
      const metrics = await (await fetch(`${site.url}/metrics`)).text()
      expect(metrics).toMatch(/upstream_requests_total\{endpoint="file",outcome="ok"\} [3-9]/)
    } finally {
      // Even killed outright, the site leaves no demo upstream behind (it stops when its stdin closes).
      await site.stop('SIGKILL')
    }
    for (let i = 0; i < 50 && alive(demoPid!); i++) await new Promise((r) => setTimeout(r, 100))
    expect(alive(demoPid!)).toBe(false)
  })
})
