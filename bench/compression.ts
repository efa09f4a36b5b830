// `npx tsx bench/compression.ts`: what each brotli quality and gzip level costs per rendered page
// (ms of CPU on this machine, median of repeated runs) and what it saves on the wire, for home and
// a notice. Chooses the settings in server/encoding.ts; needs `npm run build`.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { get, startStack } from '../tests/support/processes'

const RUNS = Number(process.env.COMPRESSION_RUNS ?? 30)

function medianMs(fn: () => void): number {
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint()
    fn()
    times.push(Number(process.hrtime.bigint() - start) / 1e6)
  }
  times.sort((a, b) => a - b)
  return times[Math.floor(times.length / 2)]!
}

async function main() {
  const stack = await startStack({ PAGE_CACHE_SECONDS: '0' }, { DEMO_LATENCY_MS: '0' })
  const pages: { name: string; body: Buffer }[] = []
  try {
    const site = stack.site.url
    const listing = await get(`${site}/all-notice`)
    const noticeId = /href="\/notice\/(\d+)"/.exec(listing.body)?.[1] ?? '1'
    for (const route of ['/', `/notice/${noticeId}`]) {
      const res = await fetch(`${site}${route}`, { headers: { 'accept-encoding': 'identity' } })
      pages.push({ name: route, body: Buffer.from(await res.arrayBuffer()) })
    }
  } finally {
    await stack.stop()
  }
  const settings = [
    ...[1, 4, 6, 9].map((level) => ({ name: `gzip ${level}`, run: (b: Buffer) => gzipSync(b, { level }) })),
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((quality) => ({
      name: `br ${quality}`,
      run: (b: Buffer) =>
        brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: b.length } }),
    })),
  ]
  console.log(`median of ${RUNS} runs, one core, no other load from this script`)
  console.log(
    'setting'.padEnd(10),
    ...pages.flatMap((p) => [`${p.name} ms`.padStart(16), `${p.name} bytes`.padStart(18)]),
  )
  console.log('identity'.padEnd(10), ...pages.flatMap((p) => [''.padStart(16), String(p.body.length).padStart(18)]))
  for (const setting of settings) {
    const cells = pages.flatMap((p) => {
      const bytes = setting.run(p.body).length
      return [medianMs(() => setting.run(p.body)).toFixed(2).padStart(16), String(bytes).padStart(18)]
    })
    console.log(setting.name.padEnd(10), ...cells)
  }
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
