import { StrictMode, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'
import { useShellCommitted } from '../src/components/DeferredHydration'
import { Footer, NavBar, TopBar } from '../src/components/frame/deferred'
import { PageContextProvider } from './usePageContext'
import './bootstrap.scss'
import './site.css'

export function PageShell({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  useShellCommitted()
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
