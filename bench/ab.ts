// `npx tsx bench/ab.ts <dist A> <dist B> [route]`: two builds (e.g. before and after a change) rendering
// `route` per request (PAGE_CACHE_SECONDS=0), loaded at the same time by two autocannon runs of
// AB_CONNECTIONS (25) each for AB_DURATION_SEC (10), AB_ROUNDS (3) times: on a shared machine both
// see the same contention, so their req/s and server CPU ms per request compare. Prints each round.
// AB_ENV_A / AB_ENV_B ("KEY=value KEY2=value") add environment to one side: the same build twice
// compares settings (e.g. `AB_ENV_B=MALLOC_MMAP_THRESHOLD_=131072 npx tsx bench/ab.ts dist dist`).
import { join } from 'node:path'
import { get, startDemoUpstream, startNode, TEST_CREDENTIAL, TEST_TODAY } from '../tests/support/processes'
import { measure, printTable } from './lib'

async function main() {
  const [distA, distB, route = '/'] = process.argv.slice(2)
  if (!distA || !distB) throw new Error('usage: tsx bench/ab.ts <dist A> <dist B> [route]')
  const load = { connections: Number(process.env.AB_CONNECTIONS ?? 25), durationSec: Number(process.env.AB_DURATION_SEC ?? 10) }
  const upstream = await startDemoUpstream({ DEMO_LATENCY_MS: '0' })
  const env = {
    PAGE_CACHE_SECONDS: '0',
    DEMO_TODAY: TEST_TODAY,
    UPSTREAM_API_BASE_URL: `${upstream.url}/api`,
    UPSTREAM_ADMISSION_BASE_URL: `${upstream.url}/mbapi`,
    UPSTREAM_FILE_BASE_URL: `${upstream.url}/files`,
    UPSTREAM_USER_ID: TEST_CREDENTIAL.userId,
    UPSTREAM_PASSWORD: TEST_CREDENTIAL.password,
  }
  const a = await startNode(join(distA, 'app', 'server.js'), { ...env, ...envFrom(process.env.AB_ENV_A) })
  const b = await startNode(join(distB, 'app', 'server.js'), { ...env, ...envFrom(process.env.AB_ENV_B) })
  try {
    for (let i = 0; i < 50; i++) await Promise.all([get(`${a.url}${route}`), get(`${b.url}${route}`)])
    for (let round = 1; round <= Number(process.env.AB_ROUNDS ?? 3); round++) {
      const rows = await Promise.all([
        measure(`A ${distA}`, `${a.url}${route}`, load, a.child.pid),
        measure(`B ${distB}`, `${b.url}${route}`, load, b.child.pid),
      ])
      printTable(`round ${round}: ${route} rendered per request, ${load.connections} connections each, same time:`, rows)
    }
  } finally {
    await a.stop()
    await b.stop()
    await upstream.stop()
  }
}

/** "KEY=value KEY2=value" as an environment. */
const envFrom = (spec = '') =>
  Object.fromEntries(
    spec
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  )

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
