// What the form tests share.
import type { Locator } from 'playwright-core'

/** The language a screen reader reads an element's text in: its first marked part's, else the nearest `lang` around it. */
export const languageOf = (element: Locator) => element.evaluate((el) => ((el.querySelector('[lang]') ?? el.closest('[lang]')) as HTMLElement | null)?.lang ?? '')
