// The container image, built from the Dockerfile and run from its own filesystem. No Docker engine and no container
// registry here: as root, buildah builds it (chroot isolation) on a stand-in for node:24-bookworm-slim made by
// scripts/stand-in-node-image.sh. It runs as a pod would run it, but under chroot (container runtimes cannot set
// rlimits in this sandbox): the image's command, environment, working directory and user (1000:1000), a read-only
// root, a tmpfs /tmp (the chart's emptyDir), in demo mode on a free loopback port. Skipped where buildah is absent
// (.ci/run installs it).
import { execFile, spawn, spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { disposable } from '../support/dispose'
import { postDocument, RIGHT } from '../support/documents-post'
import { pictureOf } from '../support/images'
import { OutputTail, ROOT, TEST_TODAY } from '../support/processes'

const run = promisify(execFile)
const hasBuildah = spawnSync('buildah', ['--version']).status === 0
const TAG = 'localhost/university-website:image-test'
/** The working container whose filesystem the test runs (named, so a run that was killed leaves none behind). */
const CONTAINER = 'university-website-image-test'

/** What building needs and production never runs: none of it may be in the image's node_modules. */
const BUILD_TOOLS = ['vite', 'rolldown', '@rolldown', 'esbuild', '@esbuild', '@babel', 'lightningcss', 'sass', 'bootstrap', 'postcss', 'typescript', 'tsx']

async function buildah(...args: string[]): Promise<string> {
  const { stdout } = await run('buildah', args, { maxBuffer: 64 * 1024 * 1024 })
  return stdout.trim()
}

interface ImageConfig {
  Env: string[]
  Cmd: string[]
  WorkingDir: string
  User: string
  Healthcheck?: { Test: string[] }
}

/**
 * Mounts the image's root read-only over itself in a mount namespace of its own (gone with the process, so nothing
 * leaks to the host), with /proc, a tmpfs /tmp and a /dev of the usual devices, then runs `argv` in it under chroot.
 */
const IN_IMAGE = `set -eu
root=$1 user=$2 dir=$3; shift 3
mount --bind "$root" "$root"
mount -o remount,bind,ro,nosuid "$root"
mount -t proc proc "$root/proc"
mount -t tmpfs -o mode=1777,nosuid,nodev tmpfs "$root/tmp"
mount -t tmpfs -o mode=755,nosuid tmpfs "$root/dev"
for d in null zero full random urandom; do touch "$root/dev/$d"; mount --bind "/dev/$d" "$root/dev/$d"; done
exec chroot --userspec="$user" "$root" /usr/bin/env -C "$dir" "$@"`

function inImage(rootfs: string, config: ImageConfig, argv: string[], env: Record<string, string>) {
  const imageEnv = Object.fromEntries(config.Env.map((e) => [e.slice(0, e.indexOf('=')), e.slice(e.indexOf('=') + 1)]))
  return spawn('unshare', ['--mount', 'sh', '-c', IN_IMAGE, 'in-image', rootfs, config.User, config.WorkingDir || '/', ...argv], {
    env: { ...imageEnv, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

/** The image's command in the image, once /healthz answers (stopped with SIGTERM at the end of the block). */
async function serveImage(rootfs: string, config: ImageConfig, env: Record<string, string>) {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = inImage(rootfs, config, config.Cmd, { ...env, HOST: '127.0.0.1', PORT: String(port) })
  const tail = new OutputTail(100_000)
  child.stdout.on('data', (c: Buffer) => tail.append(c.toString()))
  child.stderr.on('data', (c: Buffer) => tail.append(c.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const stop = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    return exited
  }
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error(`the image's command exited with ${child.exitCode}:\n${tail.text()}`)
    const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.ok, () => false)
    if (ok) break
    if (attempt >= 120) {
      await stop()
      throw new Error(`no answer on /healthz within 60 s:\n${tail.text()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return disposable({ url, pid: child.pid!, output: () => tail.text(), stop }, stop)
}

describe.skipIf(!hasBuildah)('the container image', () => {
  let rootfs = ''
  let container = ''
  let config: ImageConfig
  let nodeModulesMB = 0

  beforeAll(async () => {
    expect(process.getuid?.(), 'buildah builds and chroot runs as root').toBe(0)
    const { stdout } = await run(join(ROOT, 'scripts', 'stand-in-node-image.sh'), { maxBuffer: 16 * 1024 * 1024 })
    const base = stdout.trim().split('\n').at(-1)!
    // --layers: a second run reuses the dependency install; docker format keeps the HEALTHCHECK.
    await buildah('bud', '--isolation', 'chroot', '--format', 'docker', '--layers', '--pull=never', '--build-arg', `NODE_IMAGE=${base}`, '-t', TAG, ROOT)
    const inspected = JSON.parse(await buildah('inspect', '--type', 'image', TAG)) as { Docker: { config: ImageConfig } }
    config = inspected.Docker.config
    await buildah('rm', CONTAINER).catch(() => undefined)
    container = await buildah('from', '--pull-never', '--name', CONTAINER, TAG)
    rootfs = await buildah('mount', container)
    nodeModulesMB = Number((await run('du', ['-sm', join(rootfs, 'app', 'node_modules')])).stdout.split('\t')[0])
    console.log(`image ${TAG}: ${(await buildah('images', '--format', '{{.Size}}', TAG)).split('\n')[0]}, /app/node_modules ${nodeModulesMB} MB`)
  }, 900_000)

  afterAll(async () => {
    if (container) await buildah('rm', container)
    if (hasBuildah) await buildah('rmi', TAG).catch(() => undefined)
  })

  it('holds production dependencies only: no build tools in node_modules', () => {
    const modules = readdirSync(join(rootfs, 'app', 'node_modules'))
    expect(modules).toContain('express')
    expect(modules.filter((name) => BUILD_TOOLS.includes(name) || name.startsWith('lightningcss-'))).toEqual([])
    // 103 MB: 73 before the notice alerts, which brought PGlite (27 MB: the embedded PostgreSQL the demo and a site
    // without DATABASE_URL use), nodemailer and smtp-server (3 MB); 162 MB with the build tools, so a build tool under
    // another name still shows here.
    expect(nodeModulesMB).toBeLessThanOrEqual(110)
  })

  it('serves home, a notice, a picture, a document and /healthz as uid 1000 from a read-only root, and stops on SIGTERM', async () => {
    await using site = await serveImage(rootfs, config, { DEMO_UPSTREAM: '1', DEMO_TODAY: TEST_TODAY, DRAIN_DELAY_MS: '0' })
    expect(config.User).toBe('1000:1000')
    expect(readFileSync(`/proc/${site.pid}/status`, 'utf8'), 'the server runs as uid and gid 1000').toMatch(/^Uid:\t1000\t1000\t1000\t1000$[\s\S]*^Gid:\t1000\t1000\t1000\t1000$/m)

    const home = await fetch(site.url)
    expect(home.status).toBe(200)
    const homeHtml = await home.text()
    expect(homeHtml).toContain('Hill Tracts University')

    const notices = await (await fetch(`${site.url}/all-notice`)).text()
    const notice = /href="(\/notice\/[^"]+)"/.exec(notices)?.[1]
    expect(notice, 'a notice link on /all-notice').toBeDefined()
    const noticePage = await fetch(`${site.url}${notice}`)
    expect(noticePage.status).toBe(200)
    expect(noticePage.headers.get('content-type')).toMatch(/^text\/html/)

    // A picture resized by sharp (libvips) inside the image.
    const img = /(\/img\/[^"\s,]+)/.exec(homeHtml)?.[1]?.replaceAll('&amp;', '&')
    expect(img, 'an /img/… picture on home').toBeDefined()
    const picture = await fetch(`${site.url}${img}`, { headers: { accept: 'image/avif,image/webp,*/*' } })
    expect(picture.status).toBe(200)
    const { format, width } = await pictureOf(Buffer.from(await picture.arrayBuffer()))
    expect(format).toMatch(/^(heif|webp|jpeg|png)$/)
    expect(width).toBeGreaterThan(0)

    // The demo's admit card for the right mobile number and code, as the enhanced form posts it.
    const admitCard = await postDocument(site.url, 'admit-card', RIGHT)
    expect(admitCard.status).toBe(200)
    expect(admitCard.headers.get('content-type')).toBe('application/pdf')
    expect(admitCard.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')

    expect((await fetch(`${site.url}/healthz`)).status).toBe(200)
    // The image's HEALTHCHECK command, run in the image as Docker would (exec form after "CMD").
    const [kind, ...check] = config.Healthcheck?.Test ?? []
    expect(kind).toBe('CMD')
    const health = inImage(rootfs, config, check, { PORT: new URL(site.url).port })
    expect(await new Promise((resolve) => health.once('exit', resolve))).toBe(0)

    expect(await site.stop(), site.output()).toBe(0)
  }, 180_000)
})
