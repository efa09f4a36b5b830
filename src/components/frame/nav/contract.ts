// The navigation bar's hooks (NavBar.tsx writes them, ./enhance.ts drives them).
import { defineContract } from '../../module'

export const NAV = defineContract('site-nav', {
  /** The phone menu's button, and the menu it opens. */
  phoneToggle: 'data-nav-phone-toggle',
  phoneMenu: 'data-nav-phone-menu',
  /** The phone menu's no-JS close link: its words and glyph are the button's while the menu is open. */
  phoneClose: 'data-nav-phone-close',
  /** A phone menu section, its button and its panel (one section open at a time). */
  section: 'data-nav-section',
  sectionToggle: 'data-nav-section-toggle',
  sectionPanel: 'data-nav-section-panel',
  /** The quick links: their box, button and list. */
  quick: 'data-nav-quick',
  quickToggle: 'data-nav-quick-toggle',
  quickPanel: 'data-nav-quick-panel',
  /** A desktop menu, its trigger and its panel. */
  menu: 'data-nav-menu',
  menuTrigger: 'data-nav-menu-trigger',
  menuPanel: 'data-nav-menu-panel',
})
