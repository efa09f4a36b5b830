// https://vike.dev/onRenderHtml
import { renderToString } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { InjectFilterEntry, OnRenderHtmlAsync } from 'vike/types'
import { SITE_FACTS, SITE_NAME } from '../src/content/site'
import { LANGUAGE_TAGS } from '../src/routes/locale'
import { splitHoistedHead } from './head'
import { PAGE_LOADING_ID } from '../src/logic/loading'
import { PageShell } from './PageShell'
import { scriptsForPage, SITE_SCRIPTS_ATTRIBUTE, type SiteScriptManifest } from '../src/logic/site-scripts'

/**
 * A slow phone, or a slow link that delivers the page in pieces, paints while the page is still being
 * parsed: what comes later then moves what was painted (the navigation bar's last items, a breadcrumb
 * whose last item wraps once its whole text is there, a table's columns). Chromium holds the first
 * paint until the target's start tag is parsed: the footer's, so <main> is whole.
 */
const HOLD_FIRST_PAINT = '<link rel="expect" href="#site-footer" blocking="render" />'

/**
 * The page's one script tag (src/offline/register.ts; no React, no Vike): it registers the offline-reading
 * service worker after load, and fetches the site's script (src/enhance/site.ts, which enhances the server's
 * markup) with the chunks of this page's components once the page has painted, so on a slow link the scripts never
 * delay the first paint.
 */
const pageScripts = (manifest: SiteScriptManifest | undefined, body: string) =>
  `<script src="/sw-register.js"${manifest ? ` ${SITE_SCRIPTS_ATTRIBUTE}="${scriptsForPage(manifest, body).join(' ')}"` : ''} async></script>`

/**
 * Save-Data (server/pages.ts): the page is sent without scripts, so the no-script rules always apply;
 * the system's fonts only (no Bengali webfont download); "Tap to load picture" legible on any background
 * (a banner's too).
 */
const SAVE_DATA_HEAD = `<style>body,a[hreflang=bn]{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif}.tap-to-load>summary{display:inline-block;padding:.25rem .5rem;background:#fff;color:#0b5394;text-decoration:underline;cursor:pointer}</style>`

export const onRenderHtml: OnRenderHtmlAsync = async (pageContext): ReturnType<OnRenderHtmlAsync> => {
  const { Page } = pageContext
  if (!Page) throw new Error('No page for this URL')
  const rendered = renderToString(
    <PageShell pageContext={pageContext}>
      <Page />
    </PageShell>,
  )
  // React 19 emits <title>/<meta>/<link> hoistables (PageTitle's, ListPager's) ahead of the body: move them into <head>.
  const { head, body } = splitHoistedHead(rendered)
  const title = head.includes('<title') ? '' : `<title>${SITE_NAME.en}</title>`
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="${LANGUAGE_TAGS[pageContext.locale ?? 'en'].lang}">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="theme-color" content="${SITE_FACTS.colours.primary}" />
    <link rel="icon" href="/favicon.ico" sizes="48x48" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
    <link rel="manifest" href="${pageContext.locale === 'bn' ? '/bn/site.webmanifest' : '/site.webmanifest'}" />
    ${dangerouslySkipEscape(HOLD_FIRST_PAINT)}
    ${dangerouslySkipEscape(title + head)}
    ${dangerouslySkipEscape(pageContext.saveData ? SAVE_DATA_HEAD : '')}
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(body)}</div>
    <div id="${PAGE_LOADING_ID}" class="page-loading" role="status" aria-live="polite"></div>
    ${dangerouslySkipEscape(pageContext.saveData ? '' : pageScripts(pageContext.siteScripts, body))}
  </body>
</html>`
  return { documentHtml, injectFilter: noFontPreloads }
}

/**
 * Vike's tags are the stylesheets only (no page has client code). No font preloads: the Bengali webfont
 * (renderer/fonts.css) is fetched by the browser only for a page that shows Bengali letters, which a preload on
 * every page would defeat (92 KB).
 */
function noFontPreloads(assets: InjectFilterEntry[]) {
  for (const asset of assets) if (asset.assetType === 'font') asset.inject = false
}
