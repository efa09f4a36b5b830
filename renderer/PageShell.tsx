import { StrictMode, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'
import { useShellCommitted } from '../src/components/DeferredHydration'
import { Footer, NavBar, TopBar } from '../src/components/frame/deferred'
import { SiteHead } from '../src/components/PageTitle'
import { PageContextProvider } from '../src/hooks/usePageContext'
import './bootstrap.scss'
import './fonts.css'
import './site.css'

export function PageShell({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  useShellCommitted()
  const pageUrl = pageContext.canonicalUrl
  const isError = pageContext.is404 === true || Boolean(pageContext.errorWhileRendering) || pageContext.abortStatusCode !== undefined
  return (
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>
        <SiteHead canonicalUrl={isError ? null : pageUrl} noindex={pageContext.view?.noindex === true} locale={pageContext.locale ?? 'en'} />
        <a className="visually-hidden-focusable skip-link" href="#main">
          Skip to content
        </a>
        <TopBar />
        <NavBar currentPath={pageContext.urlPathname} />
        {/* Printed pages say where they came from. */}
        <p className="print-url d-none d-print-block">{pageUrl}</p>
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
      </PageContextProvider>
    </StrictMode>
  )
}
