// Which script files a page needs: the site's script (src/enhance/site.ts) and the chunks of the components whose
// markup the page carries. scripts/build-browser-scripts.ts writes the manifest; the server reads it at start
// (server/static.ts) and the renderer names a page's files in its one script tag (renderer/+onRenderHtml.tsx), so
// the browser fetches them side by side once the page has painted (src/offline/register.ts).

/** The manifest's name, beside the client folder (dist/): not served, the pages name what they need. */
export const SITE_SCRIPT_MANIFEST = 'site-scripts.json'

export interface SiteScriptManifest {
  /** The site's script first, then the chunks it imports (served paths, /assets/scripts/…). */
  site: string[]
  /** Per `data-module` name: the further chunks its script needs. */
  modules: Record<string, string[]>
}

/** The page's script tag's attribute naming its script files, space-separated, the site's script first. */
export const SITE_SCRIPTS_ATTRIBUTE = 'data-site-scripts'

const MODULE_ATTRIBUTE = /\bdata-module="([a-z][a-z0-9-]*)"/g

/** The script files of a page whose body is `html`: the site's, then each of its modules' (each file once). */
export function scriptsForPage(manifest: SiteScriptManifest, html: string): string[] {
  const files = new Set(manifest.site)
  for (const [, module] of html.matchAll(MODULE_ATTRIBUTE)) if (Object.hasOwn(manifest.modules, module!)) for (const file of manifest.modules[module!]!) files.add(file)
  return [...files]
}
