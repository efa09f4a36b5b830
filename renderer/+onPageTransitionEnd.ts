// https://vike.dev/onPageTransitionEnd: the next page is rendered.
import { endPageLoading } from './pageLoading'

export function onPageTransitionEnd() {
  endPageLoading()
}
