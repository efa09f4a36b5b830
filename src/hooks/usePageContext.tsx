import { createContext, useContext, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'
import { m } from '../i18n/messages'
import type { Locale } from '../routes/locale'

const Context = createContext<PageContext | null>(null)

export function PageContextProvider({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  return <Context.Provider value={pageContext}>{children}</Context.Provider>
}

export function usePageContext(): PageContext {
  const pageContext = useContext(Context)
  if (!pageContext) throw new Error('usePageContext() outside <PageContextProvider>')
  return pageContext
}

/** The page's language (English outside a page, as in a unit test's render). */
export function useLocale(): Locale {
  return useContext(Context)?.locale ?? 'en'
}

/** The page's +data result. */
export function useData<T>(): T {
  return usePageContext().data as T
}

/**
 * Save-Data's picture (the server renders it; those pages have no scripts): a closed <details> whose
 * lazy <img> the browser fetches only once it is opened, so nothing is downloaded until tapped. Callers
 * render it under `import.meta.env.SSR && pageContext.saveData`, which leaves it out of the client's code
 * (it lives here, in a module every caller imports anyway: in a module of its own, its import of React's
 * JSX runtime stayed in the client's chunks as a side effect, +0.1 KB and a request).
 */
export function TapToLoad({ label, children }: { label?: string; children: ReactNode }) {
  const locale = useLocale()
  return (
    <details className="tap-to-load">
      <summary>
        {m.lists_tapToLoadPicture({}, { locale })}
        {label ? `: ${label}` : ''}
      </summary>
      {children}
    </details>
  )
}
