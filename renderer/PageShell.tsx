import { StrictMode, type ReactNode } from 'react'
import { HelmetProvider } from 'react-helmet-async'
import type { PageContext } from 'vike/types'
import { Footer } from '../src/components/frame/Footer'
import { NavBar } from '../src/components/frame/NavBar'
import { TopBar } from '../src/components/frame/TopBar'
import { SiteHead } from '../src/components/PageTitle'
import { canonicalUrlOf } from '../src/seo/canonical'
import { PageContextProvider } from './usePageContext'
import 'bootstrap/dist/css/bootstrap.min.css'
import './site.css'

export function PageShell({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  const pageUrl = canonicalUrlOf(pageContext)
  const isError = pageContext.is404 === true || Boolean(pageContext.errorWhileRendering) || pageContext.abortStatusCode !== undefined
  return (
    <StrictMode>
      <HelmetProvider>
        <PageContextProvider pageContext={pageContext}>
          <SiteHead canonicalUrl={isError ? null : pageUrl} />
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
      </HelmetProvider>
    </StrictMode>
  )
}
