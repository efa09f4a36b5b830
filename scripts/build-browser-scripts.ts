// The site's plain-DOM browser scripts, built apart from Vite's bundles (package.json "build"):
// - the offline worker (/sw.js) and its registration (/sw-register.js), at fixed names (a worker's URL must not change);
// - the site's script (src/enhance/site.ts), hashed under /assets/scripts/ like Vite's chunks, so a
//   page always gets the script of its own build (the server finds its name among the assets, server/static.ts clientFiles).
// Messages they call resolve Paraglide's runtime to the same stub as in Vite's build (vite-plugins/messages.ts):
// every call passes its locale, so the runtime's locale lookup never ships.
import { build, type BuildOptions, type Plugin } from 'esbuild'
import { EXPLICIT_LOCALE, isMessageRuntimeImport } from '../vite-plugins/messages'

const explicitLocale: Plugin = {
  name: 'messages-explicit-locale',
  setup(builder) {
    builder.onResolve({ filter: /^\.\.\/runtime\.js$/ }, ({ path, importer }) => (isMessageRuntimeImport(path, importer) ? { path: EXPLICIT_LOCALE } : undefined))
  },
}

const common: BuildOptions = {
  bundle: true,
  minify: true,
  format: 'iife',
  target: 'es2022',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
  plugins: [explicitLocale],
}

await Promise.all([
  build({ ...common, entryPoints: { sw: 'src/offline/worker.ts', 'sw-register': 'src/offline/register.ts' }, outdir: 'dist/client' }),
  build({ ...common, entryPoints: { site: 'src/enhance/site.ts' }, outdir: 'dist/client/assets/scripts', entryNames: '[name].[hash]' }),
])
