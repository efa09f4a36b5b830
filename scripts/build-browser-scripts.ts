// The site's plain-DOM browser scripts, built apart from Vite's bundles (package.json "build"):
// - the offline worker (/sw.js) and its registration (/sw-register.js), at fixed names (a worker's URL must not
//   change), by esbuild;
// - the site's script (src/enhance/site.ts) as an ES module, hashed under /assets/scripts/ like Vite's chunks, with
//   a chunk per component script (src/enhance/components.ts), by Rolldown: it keeps what the site's script already
//   loads inside it and the chunks import it from there (esbuild split every such shared module into a file of its
//   own: twelve files for the site's script alone). dist/site-scripts.json (SiteScriptManifest) says which files
//   the site's script and each module need, so the server names only a page's own (src/logic/site-scripts.ts)
//   and the browser fetches them side by side, not one after another.
// Messages they call resolve Paraglide's runtime to the same stub as in Vite's build (vite-plugins/messages.ts):
// every call passes its locale, so the runtime's locale lookup never ships.
import { writeFile } from 'node:fs/promises'
import { basename, dirname, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin } from 'esbuild'
import { rolldown, type OutputChunk } from 'rolldown'
import type { ModuleContract } from '../src/components/module'
import { SITE_SCRIPT_MANIFEST, type SiteScriptManifest } from '../src/logic/site-scripts'
import { assetPath } from '../src/routes/paths'
import { EXPLICIT_LOCALE, isMessageRuntimeImport } from '../vite-plugins/messages'

const PRODUCTION = { 'process.env.NODE_ENV': '"production"' }
const SCRIPTS = 'scripts'

const explicitLocale: Plugin = {
  name: 'messages-explicit-locale',
  setup(builder) {
    builder.onResolve({ filter: /^\.\.\/runtime\.js$/ }, ({ path, importer }) => (isMessageRuntimeImport(path, importer) ? { path: EXPLICIT_LOCALE } : undefined))
  },
}

/** An enhancer (src/enhance/module.ts), seen from Node: what matters here is its contract. */
type Started = { contract: ModuleContract }
const isEnhancer = (value: unknown): value is Started => typeof (value as Started | null)?.contract?.module === 'string'

/** Browser code imported into this Node script: no DOM types here, so its modules are loaded by path. */
const browserModule = async <T>(path: string): Promise<T> => (await import(pathToFileURL(resolve(path)).href)) as T

async function siteScript(): Promise<SiteScriptManifest> {
  const bundle = await rolldown({
    input: { site: 'src/enhance/site.ts' },
    transform: { define: PRODUCTION },
    plugins: [{ name: 'messages-explicit-locale', resolveId: (source, importer) => (importer && isMessageRuntimeImport(source, importer) ? EXPLICIT_LOCALE : null) }],
  })
  const { output } = await bundle.write({
    dir: `dist/client/assets/${SCRIPTS}`,
    format: 'esm',
    minify: true,
    entryFileNames: '[name].[hash].js',
    // A component's chunk is named after its folder (banner.<hash>.js), a shared one after its module.
    chunkFileNames: ({ facadeModuleId, isDynamicEntry }) => `${isDynamicEntry && facadeModuleId ? basename(dirname(facadeModuleId)) : '[name]'}.[hash].js`,
  })
  const chunks = new Map(output.filter((o): o is OutputChunk => o.type === 'chunk').map((c) => [c.fileName, c]))
  /** A chunk and every chunk it imports statically, the chunk first. */
  const closure = (fileName: string, seen = new Set<string>()): string[] => {
    if (seen.has(fileName)) return []
    seen.add(fileName)
    return [fileName, ...chunks.get(fileName)!.imports.flatMap((i) => closure(i, seen))]
  }
  const served = (fileName: string) => assetPath(`${SCRIPTS}/${fileName}`)
  const site = closure([...chunks.values()].find((c) => c.isEntry)!.fileName)
  const modules: Record<string, string[]> = {}
  // A component's chunk starts the modules its source exports an enhancer for.
  for (const chunk of chunks.values()) {
    if (!chunk.isDynamicEntry || !chunk.facadeModuleId) continue
    const source = await browserModule<Record<string, unknown>>(chunk.facadeModuleId)
    const files = closure(chunk.fileName).filter((file) => !site.includes(file))
    for (const enhancer of Object.values(source).filter(isEnhancer)) modules[enhancer.contract.module] = files.map(served)
  }
  const { COMPONENT_SCRIPTS } = await browserModule<{ COMPONENT_SCRIPTS: Record<string, { when?: 'load' | 'use' }> }>('src/enhance/components.ts')
  // A form's script is fetched when the visitor turns to it: no page names it.
  for (const [module, { when }] of Object.entries(COMPONENT_SCRIPTS)) if (when === 'use') delete modules[module]
  const missing = Object.entries(COMPONENT_SCRIPTS).filter(([module, { when }]) => when !== 'use' && !modules[module]).map(([module]) => module)
  if (missing.length) throw new Error(`build-browser-scripts: no chunk starts ${missing.join(', ')} (src/enhance/components.ts)`)
  return { site: site.map(served), modules }
}

const [manifest] = await Promise.all([
  siteScript(),
  build({
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2022',
    define: PRODUCTION,
    logLevel: 'warning',
    plugins: [explicitLocale],
    entryPoints: { sw: 'src/offline/worker.ts', 'sw-register': 'src/offline/register.ts' },
    outdir: 'dist/client',
  }),
])
await writeFile(`dist/${SITE_SCRIPT_MANIFEST}`, `${JSON.stringify(manifest, null, 2)}\n`)
