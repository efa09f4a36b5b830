// Removes from a production node_modules what only building needs. vike depends on vite, esbuild and babel for
// `vite build`, so `npm ci --omit=dev` installs them, and with vite its optional peers that the dev tree holds
// (sass, lightningcss, tsx…): about 75 MB the built server never loads. The image test serves the site from the
// image without them (tests/deploy/image.test.ts).
// Keeps every package reachable from package.json's dependencies (node_modules/.package-lock.json, the tree npm
// installed) without passing through one of BUILD_TOOLS or an optional peer; removes the rest.
// Run in the app's directory after `npm ci --omit=dev` (the Dockerfile's prod-deps stage).
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

/** vike's dependencies that run only inside `vite build`. */
const BUILD_TOOLS = new Set(['vite', 'esbuild', '@babel/core', '@babel/types', '@universal-deploy/vite', 'vite-plugin-wrapper'])

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'))
const { packages } = readJson('node_modules/.package-lock.json')
const root = readJson('package.json')

/** Where Node finds `name` from the package at `from` ('' for the app): its own node_modules, then each parent's. */
function locate(from, name) {
  for (let dir = from; ; ) {
    const at = `${dir ? `${dir}/` : ''}node_modules/${name}`
    if (packages[at]) return at
    if (!dir) return undefined
    const parent = dir.lastIndexOf('/node_modules/')
    dir = parent < 0 ? '' : dir.slice(0, parent)
  }
}

/** The names a package needs at run time: dependencies, optional ones and peers that are not optional. */
function needs(info) {
  const optionalPeer = (name) => info.peerDependenciesMeta?.[name]?.optional === true
  return [
    ...Object.keys(info.dependencies ?? {}),
    ...Object.keys(info.optionalDependencies ?? {}),
    ...Object.keys(info.peerDependencies ?? {}).filter((name) => !optionalPeer(name)),
  ].filter((name) => !BUILD_TOOLS.has(name))
}

const kept = new Set()
const walk = (from, names) => {
  for (const name of names) {
    const at = locate(from, name)
    if (!at || kept.has(at)) continue
    kept.add(at)
    walk(at, needs(packages[at]))
  }
}
walk('', needs(root))

let removed = 0
for (const at of Object.keys(packages)) {
  if (!at.startsWith('node_modules/') || kept.has(at) || !existsSync(at)) continue
  rmSync(at, { recursive: true, force: true })
  removed++
}
// Emptied scopes (node_modules/@babel…) and commands of removed packages (node_modules/.bin/vite…).
for (const name of readdirSync('node_modules')) {
  const dir = join('node_modules', name)
  if (name.startsWith('@') && readdirSync(dir).length === 0) rmSync(dir, { recursive: true })
}
const bin = 'node_modules/.bin'
for (const name of existsSync(bin) ? readdirSync(bin) : []) {
  if (!existsSync(join(bin, name))) rmSync(join(bin, name), { force: true })
}
console.log(`prune-build-tools: kept ${kept.size} packages, removed ${removed}`)
