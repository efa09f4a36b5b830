// Every page is HTML-only (renderer/+config.ts): the browser loads the site's own script
// (scripts/build-browser-scripts.ts), never Vike's. Vike's build still adds its server-routing runtime
// (69 KB) to the client bundle whenever a page has no client routing, and emits one small JavaScript entry
// a page (its serialized settings) through which the page's stylesheets are found. Neither is linked from
// any page (Vike links an HTML-only page's entry for its CSS only), so the runtime is not built and the
// entries' JavaScript is not kept; the manifest Vike reads for the stylesheets is unchanged.
import { readdir, rm, rmdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { getVikeConfig } from 'vike/plugin'
import type { Plugin } from 'vite'

const SERVER_ROUTING_RUNTIME = 'entries/entry-server-routing'

/** Pages whose settings would load Vike's client runtime or code of their own (https://vike.dev/render-modes). */
function pagesWithClientCode(): string[] {
  return Object.entries(getVikeConfig().pages)
    .filter(([, page]) => {
      const config = page.config as Record<string, unknown>
      return config.onRenderClient !== undefined || config.clientRouting === true || config.clientHooks === true || config.client !== undefined
    })
    .map(([pageId]) => pageId)
}

export function htmlOnly(): Plugin {
  return {
    name: 'html-only',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    options(options) {
      const withCode = pagesWithClientCode()
      if (withCode.length > 0) throw new Error(`vite-plugins/html-only.ts: these pages load client code, which this plugin drops: ${withCode.join(', ')}`)
      const { input } = options
      if (input && typeof input === 'object' && !Array.isArray(input)) delete input[SERVER_ROUTING_RUNTIME]
      return options
    },
    async writeBundle(output, bundle) {
      const dir = output.dir
      if (!dir) throw new Error('vite-plugins/html-only.ts: the client build has no output directory')
      // Vike's entries only (assets/entries/): the build has no other.
      const entries = Object.values(bundle).filter((file) => file.type === 'chunk' && file.isEntry && file.name.startsWith('entries/'))
      await Promise.all(entries.map((chunk) => rm(join(dir, chunk.fileName))))
      for (const folder of new Set(entries.map((chunk) => join(dir, dirname(chunk.fileName))))) {
        if ((await readdir(folder)).length === 0) await rmdir(folder)
      }
    },
  }
}
