// https://vike.dev/onRenderClient
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import type { OnRenderClientAsync } from 'vike/types'
import { PageShell } from './PageShell'

let root: Root | undefined

export const onRenderClient: OnRenderClientAsync = async (pageContext): ReturnType<OnRenderClientAsync> => {
  const { Page } = pageContext
  if (!Page) return
  const page = (
    <PageShell pageContext={pageContext}>
      <Page />
    </PageShell>
  )
  const container = document.getElementById('root')!
  if (pageContext.isHydration) {
    root = hydrateRoot(container, page)
  } else {
    root ??= createRoot(container)
    root.render(page)
    window.scrollTo(0, 0)
  }
}
