// No Docker engine here: check the Dockerfile's structure, then reproduce its
// runtime stage (production dependencies only + dist/) in a temp dir and run
// its CMD and HEALTHCHECK exactly as written.
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, copyFileSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { MALLOC_ENV } from '../support/processes'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

interface Instruction {
  op: string
  args: string
}
interface Stage {
  name: string
  from: string
  instructions: Instruction[]
}

/** Splits a Dockerfile into stages of instructions (continuations joined, comments dropped). */
function parseDockerfile(text: string): { args: Instruction[]; stages: Stage[] } {
  const logical: string[] = []
  let current = ''
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!current && (line.startsWith('#') || line === '')) continue
    if (line.startsWith('#')) continue
    if (line.endsWith('\\')) {
      current += line.slice(0, -1) + ' '
      continue
    }
    logical.push((current + line).trim())
    current = ''
  }
  const globalArgs: Instruction[] = []
  const stages: Stage[] = []
  for (const l of logical) {
    const m = /^(\S+)\s*(.*)$/.exec(l)
    if (!m) continue
    const op = m[1]!.toUpperCase()
    const args = m[2]!
    if (op === 'FROM') {
      const f = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?/i.exec(args)!
      stages.push({ from: f[1]!, name: f[2] ?? String(stages.length), instructions: [] })
    } else if (stages.length === 0) {
      globalArgs.push({ op, args })
    } else {
      stages[stages.length - 1]!.instructions.push({ op, args })
    }
  }
  return { args: globalArgs, stages }
}

const dockerfile = readFileSync(join(repoRoot, 'Dockerfile'), 'utf8')
const { args: globalArgs, stages } = parseDockerfile(dockerfile)
const runtime = stages[stages.length - 1]!
const ops = (stage: Stage, op: string) => stage.instructions.filter((i) => i.op === op)
const execForm = (stage: Stage, op: string): string[] => {
  const ins = ops(stage, op).at(-1)
  expect(ins, `${op} in the runtime stage`).toBeDefined()
  const json = op === 'HEALTHCHECK' ? ins!.args.replace(/^.*?\bCMD\s+/, '') : ins!.args
  return JSON.parse(json) as string[]
}
/** FROM of a stage with ARG defaults substituted. */
const resolveFrom = (from: string) =>
  from.replace(/\$\{?(\w+)\}?/g, (_, name: string) => {
    const arg = globalArgs.find((a) => a.op === 'ARG' && a.args.startsWith(`${name}=`))
    return arg ? arg.args.slice(name.length + 1) : `$${name}`
  })

describe('Dockerfile structure', () => {
  it('is multi-stage: dependencies from the lockfile, build, slim runtime', () => {
    expect(stages.length).toBeGreaterThanOrEqual(3)
    const deps = stages.find((s) => ops(s, 'RUN').some((r) => /\bnpm ci\b/.test(r.args) && !/--omit=dev/.test(r.args)))
    expect(deps, 'a stage running `npm ci` with the lockfile').toBeDefined()
    // The lockfile is copied before the sources so the install layer is cached.
    const firstCopy = ops(deps!, 'COPY')[0]!
    expect(firstCopy.args).toMatch(/package-lock\.json/)
    expect(stages.some((s) => ops(s, 'RUN').some((r) => /npm run build/.test(r.args)))).toBe(true)
    expect(resolveFrom(runtime.from)).toMatch(/^node:24-bookworm-slim(@sha256:[a-f0-9]{64})?$/)
  })

  it('runs the Node major that package.json requires and the bundle targets', () => {
    const pkg = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { engines: { node: string }; scripts: Record<string, string> }
    const major = /^node:(\d+)/.exec(resolveFrom(runtime.from))![1]
    expect(pkg.engines.node).toBe(`>=${major}`)
    expect(pkg.scripts.build).toContain(`--target=node${major}`)
    const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as { packages: Record<string, { engines?: unknown }> }
    expect(lock.packages['']!.engines).toEqual(pkg.engines)
  })

  it('installs only production dependencies into the runtime image', () => {
    const prodStages = new Set(
      stages.filter((s) => ops(s, 'RUN').some((r) => /npm ci\b.*--omit=dev/.test(r.args))).map((s) => s.name),
    )
    expect(prodStages.size).toBeGreaterThan(0)
    // vike depends on vite, esbuild and babel to build: the production install drops them.
    for (const stage of stages.filter((s) => prodStages.has(s.name))) {
      expect(ops(stage, 'RUN').map((r) => r.args).join(' '), `stage ${stage.name}`).toMatch(/npm ci\b.*--omit=dev.*&& node \S*prune-build-tools\.mjs/)
    }
    for (const copy of ops(runtime, 'COPY')) {
      const from = /--from=(\S+)/.exec(copy.args)?.[1]
      if (copy.args.includes('node_modules')) {
        expect(from && (prodStages.has(from) || from === runtime.name), `node_modules copied from ${from}`).toBe(true)
      }
      if (from && !prodStages.has(from)) {
        // From the build stage only the built output.
        expect(copy.args, copy.args).toMatch(/\/dist\s/)
      }
    }
    expect(ops(runtime, 'COPY').some((c) => /--from=\S+\s+\S*dist\s/.test(c.args))).toBe(true)
  })

  it('runs as a non-root user with NODE_ENV=production, the port and a health check', () => {
    const user = ops(runtime, 'USER').at(-1)?.args
    expect(user, 'USER in the runtime stage').toBeDefined()
    expect(user).not.toMatch(/^(root|0)(:|$)/)
    expect(user).toMatch(/^\d+(:\d+)?$/) // numeric: Kubernetes can check runAsNonRoot
    const env = ops(runtime, 'ENV').map((e) => e.args).join(' ')
    expect(env).toMatch(/NODE_ENV=production/)
    // malloc as the tests run the server.
    for (const [name, value] of Object.entries(MALLOC_ENV)) expect(env).toContain(`${name}=${value}`)
    expect(ops(runtime, 'EXPOSE').map((e) => e.args)).toContain('3000')
    const health = execForm(runtime, 'HEALTHCHECK')
    expect(health[0]).toBe('node')
    expect(health.join(' ')).toContain('/healthz')
    // Exec form: node itself is PID 1 and receives SIGTERM.
    expect(execForm(runtime, 'CMD')).toEqual(['node', 'dist/app/server.js'])
    expect(ops(runtime, 'ENTRYPOINT')).toHaveLength(0)
  })

  it('contains no secrets', () => {
    for (const stage of stages) {
      for (const ins of [...stage.instructions, ...globalArgs]) {
        if (ins.op === 'ENV' || ins.op === 'ARG') {
          expect(ins.args, `${ins.op} ${ins.args}`).not.toMatch(/PASSWORD|SECRET|TOKEN|UPSTREAM_USER_ID|API_KEY|PRIVATE/i)
        }
        if (ins.op === 'COPY' || ins.op === 'ADD') expect(ins.args).not.toMatch(/\.env\b|\.npmrc|id_rsa|\.pem/)
      }
    }
    expect(dockerfile).not.toMatch(/demo-password/)
    const ignore = readFileSync(join(repoRoot, '.dockerignore'), 'utf8').split('\n').map((l) => l.trim())
    for (const entry of ['node_modules', 'dist', '.git', '.env', '.env.*']) expect(ignore).toContain(entry)
  })
})

// The runtime stage, reproduced: package files + `npm ci --omit=dev` + prune-build-tools + dist/.
// (tests/deploy/image.test.ts builds and runs the image itself where buildah is installed.)
const serverBuilt = existsSync(join(repoRoot, 'dist', 'app', 'server.js'))
describe.skipIf(!serverBuilt && !process.env.CI)('Dockerfile command on the built output', () => {
  const dir = mkdtempSync(join(tmpdir(), 'runtime-image-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('starts with production dependencies only, answers /healthz and exits 0 on SIGTERM', async () => {
    expect(serverBuilt, 'run `npm run build` first').toBe(true)
    for (const f of ['package.json', 'package-lock.json']) copyFileSync(join(repoRoot, f), join(dir, f))
    const install = spawnSync('npm', ['ci', '--omit=dev', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production' },
    })
    expect(install.status, install.stderr).toBe(0)
    expect(existsSync(join(dir, 'node_modules', 'vitest')), 'dev dependencies must not be installed').toBe(false)
    // Then, as the prod-deps stage, the build tools vike depends on are removed.
    const prune = spawnSync(process.execPath, [join(repoRoot, 'scripts', 'prune-build-tools.mjs')], { cwd: dir, encoding: 'utf8' })
    expect(prune.status, prune.stderr).toBe(0)
    expect(existsSync(join(dir, 'node_modules', 'vite')), 'build tools must not be installed').toBe(false)
    cpSync(join(repoRoot, 'dist'), join(dir, 'dist'), { recursive: true })

    const [cmd, ...cmdArgs] = execForm(runtime, 'CMD')
    // Demo mode, as the Dockerfile's header runs it: the demo upstream is part of dist/.
    const env: Record<string, string> = { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DEMO_UPSTREAM: '1' }
    // As root here, run it as an unprivileged user that cannot write the app's
    // files, like USER 1000 with Kubernetes' read-only root filesystem.
    const asRoot = process.getuid?.() === 0
    if (asRoot) chmodSync(dir, 0o755)
    const user = asRoot ? { uid: 65534, gid: 65534 } : {}
    const proc = spawn(cmd === 'node' ? process.execPath : cmd!, cmdArgs, { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'], ...user })
    let output = ''
    const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)))
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no "listening on" line within 30 s:\n${output}`)), 30_000)
        const onData = (c: Buffer) => {
          output += c.toString()
          const m = /listening on (http:\/\/[^\s"]+)/.exec(output)
          if (m?.[1]) {
            clearTimeout(timer)
            resolve(m[1])
          }
        }
        proc.stdout.on('data', onData)
        proc.stderr.on('data', onData)
        proc.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)))
      })
      const res = await fetch(new URL('/healthz', url), { signal: AbortSignal.timeout(5_000) })
      expect(res.status).toBe(200)
      // The demo upstream's PDF library is bundled into its entry, not a production dependency.
      const ads = await (await fetch(new URL('/admission-advertisements', url), { signal: AbortSignal.timeout(15_000) })).text()
      const pdfPath = /(?:src|href)="(\/files\/[^"]+\.pdf)"/.exec(ads)?.[1]
      expect(pdfPath, 'a demo PDF link').toBeDefined()
      const pdf = await fetch(new URL(pdfPath!, url), { signal: AbortSignal.timeout(15_000) })
      expect(pdf.status).toBe(200)
      expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString('latin1')).toBe('%PDF-')

      // The HEALTHCHECK command, run as Docker would (PORT from the environment).
      const [hcCmd, ...hcArgs] = execForm(runtime, 'HEALTHCHECK')
      const hc = spawnSync(hcCmd === 'node' ? process.execPath : hcCmd!, hcArgs, {
        cwd: dir,
        env: { ...env, PORT: new URL(url).port },
        timeout: 5_000,
        ...user,
      })
      expect(hc.status).toBe(0)
    } finally {
      proc.kill('SIGTERM')
    }
    expect(await exited).toBe(0)
  }, 240_000)
})
