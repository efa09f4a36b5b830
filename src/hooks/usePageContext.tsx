import { createContext, useContext, type ReactNode } from 'react'
import type { PageContext } from 'vike/types'
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
