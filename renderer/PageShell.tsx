import { StrictMode, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'
import { Footer } from '../src/components/frame/Footer'
import { NavBar } from '../src/components/frame/NavBar'
import { TopBar } from '../src/components/frame/TopBar'
import { PageContextProvider } from './usePageContext'
import './bootstrap.scss'
import './site.css'

export function PageShell({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  return (
    <StrictMode>
      <PageContextProvider pageContext={pageContext}>
        <a className="visually-hidden-focusable skip-link" href="#main">
          Skip to content
        </a>
        <TopBar />
        <NavBar currentPath={pageContext.urlPathname} />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <Footer />
      </PageContextProvider>
    </StrictMode>
  )
}
