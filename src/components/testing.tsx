// Component tests (each folder's *.test.tsx, in happy-dom): a component rendered as the server renders it, put into
// the test's document, with the page context it reads.
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { PageContextProvider } from '../hooks/usePageContext'
import type { Locale } from '../routes/locale'

/** The origin the test document is on (happy-dom's URL). */
export const TEST_ORIGIN = 'http://localhost:3000'

/** Renders `element` with react-dom/server into `document.body` (the page in `locale`); returns the body. */
export function mount(element: ReactElement, { locale = 'en', data }: { locale?: Locale; data?: unknown } = {}): HTMLElement {
  const pageContext = { locale, data, canonicalUrl: `${TEST_ORIGIN}/`, siteOrigin: TEST_ORIGIN, urlPathname: '/' } as unknown as PageContext
  document.documentElement.lang = locale
  document.body.innerHTML = renderToStaticMarkup(<PageContextProvider pageContext={pageContext}>{element}</PageContextProvider>)
  return document.body
}

/** Takes `attr` off the first element carrying it: the markup without that hook. */
export function dropHook(attr: string) {
  const el = document.querySelector(`[${attr}]`)
  if (!el) throw new Error(`no [${attr}] to drop`)
  el.removeAttribute(attr)
}
