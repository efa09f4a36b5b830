import { StrictMode, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'
import { Footer } from '../src/components/frame/Footer'
import { NavBar } from '../src/components/frame/nav/NavBar'
import { TopBar } from '../src/components/frame/TopBar'
import { SiteHead } from '../src/components/PageTitle'
import { m } from '../src/i18n/messages'
import { splitLocale } from '../src/routes/locale'
import { PageContextProvider } from '../src/hooks/usePageContext'
import './bootstrap.scss'
import './fonts.css'
import './site.css'

export function PageShell({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  const pageUrl = pageContext.canonicalUrl
  const locale = pageContext.locale ?? 'en'
  const isError = pageContext.is404 === true || Boolean(pageContext.errorWhileRendering) || pageContext.abortStatusCode !== undefined
  return (
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>
        <SiteHead canonicalUrl={isError ? null : pageUrl} noindex={pageContext.view?.noindex === true} locale={locale} />
        <a className="visually-hidden-focusable skip-link" href="#main">
          {m.frame_skipToContent({}, { locale })}
        </a>
        <TopBar />
        {/* The path without its language prefix. */}
        <NavBar currentPath={splitLocale(pageContext.urlPathname).path} />
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
