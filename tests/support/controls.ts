// The native controls as a visitor sees them: accordions are <details> (src/components/Accordion.tsx), tabs are
// radio buttons with their labels (src/components/Tabs.tsx).
import type { Page } from 'playwright-core'

/** Whether each item of the accordion `accordion` (a selector) is open. */
export const openStates = (page: Page, accordion: string) =>
  page.locator(`${accordion} > .accordion-item`).evaluateAll((items) => items.map((item) => (item as HTMLDetailsElement).open))

/** Whether each panel of the accordion `accordion` is shown. */
export const visiblePanels = (page: Page, accordion: string) =>
  page.locator(`${accordion} .accordion-collapse`).evaluateAll((panels) => panels.map((panel) => panel.checkVisibility()))

/** The tab (a radio button) named `name`, and its label, which a visitor taps or clicks. */
export const tab = (page: Page, name: string) => ({ radio: page.getByRole('radio', { name, exact: true }), label: page.locator('.tabs label', { hasText: name }) })

/** The shown panels of the tabs on the page. */
export const shownTabPanels = (page: Page) => page.locator('.tabs__panel:visible')
