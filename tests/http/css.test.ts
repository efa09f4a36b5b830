// Bootstrap is built from its Sass sources with only the parts the site uses (renderer/bootstrap.scss):
// every class the rendered pages (all routes) or the components' source use, and that Bootstrap defines,
// must still be defined in the built CSS, so no element silently loses its style.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { allRoutes } from '../support/all-routes'
import { sharedSite } from '../support/shared'
import { DIST, get } from '../support/processes'
import { bootstrapClasses, builtCss, classesDefinedIn, classesInHtml, wordsInSourceLiterals } from '../support/css-classes'

const stack = sharedSite()

describe('Bootstrap trimmed to what the site uses', () => {
  it('defines every Bootstrap class the rendered pages use', async () => {
    const routes = await allRoutes(stack.site.url)
    expect(routes.length).toBeGreaterThan(40)
    const bootstrap = bootstrapClasses()
    const built = classesDefinedIn(builtCss())
    const missing = new Map<string, string>()
    for (const route of routes) {
      const page = await get(`${stack.site.url}${route}`)
      expect(page.status, route).toBe(200)
      for (const name of classesInHtml(page.body)) if (bootstrap.has(name) && !built.has(name) && !missing.has(name)) missing.set(name, route)
    }
    expect(Object.fromEntries(missing)).toEqual({})
  }, 120_000)

  it("links on every page the stylesheets of the classes it uses (deferred components' included)", async () => {
    const anywhere = classesDefinedIn(builtCss())
    const unlinked: string[] = []
    for (const route of await allRoutes(stack.site.url)) {
      const page = await get(`${stack.site.url}${route}`)
      const linked = [...page.body.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => readFileSync(join(DIST, 'client', m[1]!), 'utf8'))
      const defined = classesDefinedIn(linked.join('\n'))
      for (const name of classesInHtml(page.body)) if (anywhere.has(name) && !defined.has(name)) unlinked.push(`${route}: ${name}`)
    }
    expect(unlinked).toEqual([])
  }, 120_000)

  it('defines every Bootstrap class named in the components (states added after an interaction too)', () => {
    const bootstrap = bootstrapClasses()
    const built = classesDefinedIn(builtCss())
    const missing = [...wordsInSourceLiterals()].filter((word) => bootstrap.has(word) && !built.has(word)).sort()
    expect(missing).toEqual([])
  })

  it('reads class names from selectors only, responsive ones included', () => {
    const defined = classesDefinedIn('.a,.b:hover>.c{color:red;background:url(x.png)}@media (min-width:992px){.col-lg-8{width:66.6%}.d\\:x{}}/* .no */')
    expect([...defined].sort()).toEqual(['a', 'b', 'c', 'col-lg-8', 'd:x'])
    expect(bootstrapClasses().has('col-lg-8')).toBe(true)
  })
})
