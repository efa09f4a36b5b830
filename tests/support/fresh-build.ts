// Runs `npm run build` when the build is missing or older than a source it is made from, so a tier tests the
// code as it is now without paying for a build it does not need (`npm run test:fast`, `test:slow`).
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { DIST, ROOT } from './processes'

/** What the build reads: its sources, its configuration and its inputs. */
const INPUTS = ['server', 'src', 'pages', 'renderer', 'public', 'scripts', 'vite-plugins', 'project.inlang', 'vite.config.ts', 'tsconfig.json', 'package.json', 'package-lock.json']
/** The build's last step's output (package.json "build"): older than a source, or absent, means stale. */
const LAST_OUTPUT = join(DIST, 'app', 'demo-upstream.js')

function newestIn(path: string): number {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(path, { withFileTypes: true }).reduce((newest, entry) => Math.max(newest, newestIn(join(path, entry.name))), stat.mtimeMs)
}

const built = existsSync(LAST_OUTPUT) ? statSync(LAST_OUTPUT).mtimeMs : 0
const changed = INPUTS.filter((input) => newestIn(join(ROOT, input)) > built)
if (changed.length === 0) {
  console.info('the build is newer than its sources: not rebuilt')
} else {
  console.info(`building: ${built === 0 ? 'no build yet' : `changed since the build: ${changed.join(', ')}`}`)
  execFileSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' })
}
