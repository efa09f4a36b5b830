// https://vike.dev/onPageTransitionEnd: the next page is rendered.
import { endPageLoading } from '../src/enhance/page-loading'

export function onPageTransitionEnd() {
  endPageLoading()
}
