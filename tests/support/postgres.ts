// A real PostgreSQL (Debian's package, /usr/lib/postgresql/<version>/bin) for one test file: initdb into a temp
// directory, postgres on a free loopback port, no fsync. PostgreSQL refuses to run as root: under root (CI) the
// directory is handed to the `postgres` user (Debian's package makes it; else `nobody`) and the server runs as it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer, type AddressInfo } from 'node:net'
import { userInfo } from 'node:os'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import pg from 'pg'
import { disposable } from './dispose'

export interface TestPostgres extends AsyncDisposable {
  /** postgres://… of the `postgres` database. */
  url: string
  /** A fresh, empty database on this server; its URL. */
  createDatabase(name: string): Promise<string>
  child: ChildProcess
  stop(): Promise<void>
}

function postgresBin(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).filter((v) => /^\d+$/.test(v)).sort((a, b) => Number(b) - Number(a)) : []
  if (versions.length === 0) throw new Error('PostgreSQL is not installed: apt-get install postgresql (Debian package)')
  return join(root, versions[0]!, 'bin')
}

/** The uid/gid the server runs as: ours, or under root the `postgres` user (else nobody). */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  for (const name of ['postgres', 'nobody']) {
    const id = spawnSync('id', ['-u', name], { encoding: 'utf8' })
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' })
    if (id.status === 0 && gid.status === 0) return { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) }
  }
  throw new Error('running as root and neither the postgres nor the nobody user exists')
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBin()
  const dir = mkdtempSync(join(tmpdir(), 'alerts-pg-'))
  const user = runAs()
  if (user) chownSync(dir, user.uid, user.gid)
  const data = join(dir, 'data')
  const superuser = user ? 'postgres' : userInfo().username
  const init = spawnSync(join(bin, 'initdb'), ['-D', data, '-U', superuser, '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C'], {
    encoding: 'utf8',
    ...user,
  })
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.stdout}`)
  const port = await freePort()
  const child = spawn(
    join(bin, 'postgres'),
    ['-D', data, '-p', String(port), '-h', '127.0.0.1', '-k', dir, '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=60'],
    { stdio: ['ignore', 'pipe', 'pipe'], ...user },
  )
  let output = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`postgres did not start within 30 s:\n${output}`)), 30_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('database system is ready to accept connections')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`postgres exited with ${code}:\n${output}`))
    })
  })
  const url = `postgres://${superuser}@127.0.0.1:${port}/postgres`
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT') // fast shutdown
    await exited
    rmSync(dir, { recursive: true, force: true })
  }
  const handle = {
      url,
      child,
      stop,
      async createDatabase(name: string) {
        const client = new pg.Client({ connectionString: url })
        await client.connect()
        try {
          await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`)
        } finally {
          await client.end()
        }
        return `postgres://${superuser}@127.0.0.1:${port}/${name}`
      },
    }
  return disposable(handle, stop)
}
