// Lighthouse (mobile preset, performance and SEO) on the routes of issue 14, medians of RUNS runs, against a
// running production server: `npm run build && DEMO_UPSTREAM=1 PORT=3000 npm run serve`, then
// `npx tsx bench/lighthouse.ts http://127.0.0.1:3000`. Lighthouse is not a dependency of the site:
// LIGHTHOUSE_BIN (default /tmp/lh/node_modules/.bin/lighthouse, `npm install --prefix /tmp/lh lighthouse@12`),
// CHROME_PATH (default /usr/bin/chromium). Prints the figures and the load average; asserts nothing.
import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)
const LIGHTHOUSE = process.env.LIGHTHOUSE_BIN ?? '/tmp/lh/node_modules/.bin/lighthouse'
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3)

interface Figures {
  score: number
  lcpMs: number
  tbtMs: number
  cls: number
  fcpMs: number
  seo: number
}

async function lighthouse(url: string, dir: string, i: number): Promise<Figures> {
  const out = join(dir, `run-${i}.json`)
  await run(
    LIGHTHOUSE,
    [
      url,
      '--form-factor=mobile',
      '--only-categories=performance,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      '--output=json',
      `--output-path=${out}`,
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, timeout: 180_000 },
  )
  const report = JSON.parse(await readFile(out, 'utf8'))
  const audit = (id: string) => Number(report.audits[id].numericValue)
  return {
    score: Math.round(report.categories.performance.score * 100),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    fcpMs: audit('first-contentful-paint'),
    seo: Math.round(report.categories.seo.score * 100),
  }
}

/** Lighthouse now and then fails to record a trace on a busy machine (NO_NAVSTART): such a run is repeated, twice at most. */
async function withRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (err) {
      if (attempt >= 3) throw err
      console.warn(`  run failed (${String(err).split('\n')[1] ?? err}), repeating it`)
    }
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function main() {
  const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '')
  const listing = await (await fetch(`${base}/all-notice`)).text()
  const noticeId = /href="\/notice\/(\d+)"/.exec(listing)?.[1] ?? '1'
  // Routes after the base URL, else these (`npx tsx bench/lighthouse.ts <base> / /fees …`).
  const routes = process.argv.length > 3 ? process.argv.slice(3) : ['/', `/notice/${noticeId}`, '/all-notice', '/program/cse', '/admission-advertisements']
  const dir = await mkdtemp(join(tmpdir(), 'lighthouse-'))
  try {
    console.log(`Lighthouse mobile, median of ${RUNS}; load average before: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`)
    console.log('route'.padEnd(28), 'score'.padStart(6), 'LCP ms'.padStart(8), 'TBT ms'.padStart(8), 'CLS'.padStart(7), 'FCP ms'.padStart(8), 'SEO'.padStart(5), '  scores')
    for (const route of routes) {
      const runs: Figures[] = []
      for (let i = 0; i < RUNS; i++) runs.push(await withRetry(() => lighthouse(`${base}${route}`, dir, i)))
      const m = (k: keyof Figures) => median(runs.map((r) => r[k]))
      console.log(
        route.padEnd(28),
        String(m('score')).padStart(6),
        m('lcpMs').toFixed(0).padStart(8),
        m('tbtMs').toFixed(0).padStart(8),
        m('cls').toFixed(3).padStart(7),
        m('fcpMs').toFixed(0).padStart(8),
        String(m('seo')).padStart(5),
        `  ${runs.map((r) => r.score).join(' ')}`,
      )
    }
    console.log(`load average after: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`)
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

await main()
