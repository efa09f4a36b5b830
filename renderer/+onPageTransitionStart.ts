// https://vike.dev/onPageTransitionStart: the next page's data is being fetched.
import type { PageContextClient } from 'vike/types'
import { startPageLoading } from '../src/enhance/page-loading'

export function onPageTransitionStart(pageContext: Partial<PageContextClient>) {
  startPageLoading(pageContext.urlPathname ?? '')
}
