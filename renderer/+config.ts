import type { Config } from 'vike/types'
import type { PageSettings } from '../src/routes/page-settings'

// https://vike.dev/config
export default {
  // What each page declares in its folder's +config.ts (src/routes/page-settings.ts). Server only, and
  // eager: the server reads every page's settings from Vike's global context before routing a request.
  meta: {
    edgeSeconds: { env: { server: true }, eager: true },
    query: { env: { server: true }, eager: true },
    sitemap: { env: { server: true }, eager: true },
    pattern: { env: { server: true }, eager: true },
    title: { env: { server: true }, eager: true },
    parent: { env: { server: true }, eager: true },
    loading: { env: { server: true }, eager: true },
    search: { env: { server: true }, eager: true },
    // Every page is HTML-only (https://vike.dev/render-modes): React renders it on the server, and the browser gets
    // neither React, nor Vike's runtime, nor the page's code, but the site's one small script (src/enhance/site.ts),
    // which renderer/+onRenderHtml.tsx links. Each control works as native HTML from the first paint; the script
    // enhances it.
    Page: { env: { server: true, client: false } },
  },
} satisfies Config

declare global {
  namespace Vike {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: a page's settings are Vike config
    interface Config extends PageSettings {}
    interface PageContext {
      /** The page's language, from its URL (renderer/+onBeforeRoute.ts): /bn/… is Bengali; read it as `pageContext.locale ?? 'en'`. */
      locale?: import('../src/routes/locale').Locale
      Page?: () => import('react').ReactNode
      /** Server only: typed upstream calls (never passed to the browser). */
      upstream?: import('../src/domain/site-data').SiteData
      /** Server only: set by the data hooks (degraded, not found), read by the server for status and caching. */
      renderOutcome?: import('../src/data/load').RenderOutcome
      /** Prefix of file URLs (images, PDFs) the browser loads. */
      publicFileBaseUrl?: string
      /** The site's public origin (SITE_ORIGIN), for absolute URLs: canonical, link previews, feeds. */
      siteOrigin?: string
      /** The page's canonical URL, computed by the server (src/seo/canonical.ts) for every render. */
      canonicalUrl: string
      /** A list's or the search's view (src/data/list.ts markView): noindex, and ", page 2 of 3" for its title after page 1. */
      view?: { noindex: boolean; titleSuffix: string }
      /** Server only: the day against which what is past is judged (YYYY-MM-DD; src/data/today.ts). */
      today?: string
      /** Server only: the site search's index holder (src/data/search.ts), one per server. */
      siteSearch?: import('../src/data/search').SearchIndexHolder
      /** Server only: the browser sent `Save-Data: on` (server/pages.ts): a page without scripts, pictures until tapped. */
      saveData?: boolean
      /** Server only: this build's site script and its components' chunks (src/logic/site-scripts.ts), none in development. */
      siteScripts?: import('../src/logic/site-scripts').SiteScriptManifest
      /** Server only: outcome of a plain form post, for the page's +data to show. */
      formResult?: import('../src/domain/forms').FormResult
      /** Server only: what an alerts page (/alerts/confirm, /alerts/manage) shows, decided by server/alerts/routes.ts. */
      alertPage?: import('../src/domain/alerts').AlertPageState
      /** Server only: the outcome of the alert subscription form posted without JavaScript, shown once on the page it came from. */
      alertFormResult?: import('../src/domain/forms').FormResult
      /** Server only: notice alerts take subscriptions (off in production without SMTP_URL): the form is shown only then. */
      alertsEnabled?: boolean
    }
  }
}
