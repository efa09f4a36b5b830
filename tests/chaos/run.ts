// `npm run chaos`: builds, runs every fault scenario of issue 9 against the built server (and
// Debian's nginx) and prints one table. CHAOS_PROFILE=quick runs the sizes `npm test` uses; the
// default is the counts. Exits 1 when a scenario misses its target.
import { formatTable, profileFromEnv, runSuite } from './suite'
import { FULL } from './scenarios'
import { stopAll } from './stack'

const profile = profileFromEnv(FULL)

const interrupt = () => {
  void stopAll().finally(() => process.exit(130))
}
process.once('SIGINT', interrupt)
process.once('SIGTERM', interrupt)

try {
  const rows = await runSuite(profile, (line) => process.stderr.write(`${line}\n`))
  process.stdout.write(`${formatTable(rows, profile)}\n`)
  process.exitCode = rows.some((r) => r.pass === false) ? 1 : 0
} catch (err) {
  process.stderr.write(`chaos: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`)
  await stopAll()
  process.exitCode = 2
}
