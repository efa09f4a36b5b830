import type { CSSProperties } from 'react'
import type { NavMenu } from '../../../content/navigation'
import { useLocale } from '../../../hooks/usePageContext'
import { m } from '../../../i18n/messages'
import { localeHref, type Locale } from '../../../routes/locale'
import { Icon, iconChevron, iconClose, iconGrid, iconMenu, iconUser } from '../../Icon'
import { LinkList } from '../../SmartLink'
import { FRAME_CONTENT } from '../frame-content'
import { LanguageSwitch } from '../LanguageSwitch'
import { SiteSearchBox } from '../SiteSearchBox'
import { hookAttrs, moduleRoot } from '../../module'
import { NAV } from './contract'
import { MENU_DELAY_STYLE } from './timing'

/**
 * The navigation bar; `currentPath` is the page's path without its language prefix. Its menus are rendered closed;
 * ./enhance.ts opens and closes them in the browser. Without JavaScript the phone menu and the quick links
 * open by their anchors (renderer/site.css) and the desktop menus by hover and focus.
 */
export function NavBar({ currentPath }: { currentPath: string }) {
  const locale = useLocale()
  const { SITE, currentMenuOf } = FRAME_CONTENT[locale]
  return (
    <nav {...moduleRoot(NAV)} style={MENU_DELAY_STYLE as CSSProperties} className="site-nav" aria-label={m.frame_mainNav({}, { locale })}>
      <div className="container d-flex align-items-center gap-2 site-nav__bar">
        <a href={localeHref(locale, '/')} className="site-nav__brand me-auto">
          <span className="site-nav__logo" aria-hidden="true">
            {SITE.shortName}
          </span>
          <span className="site-nav__name">{SITE.name}</span>
        </a>
        <DesktopMenus currentPath={currentPath} currentMenu={currentMenuOf(currentPath)} locale={locale} />
        <SiteSearchBox place="bar" locale={locale} />
        <QuickLinks locale={locale} />
        <a className="btn btn-success btn-sm site-nav__login" href={SITE.external.studentPortal} target="_blank" rel="noopener noreferrer">
          <Icon glyph={iconUser} size={14} /> {m.frame_login({}, { locale })}
        </a>
        <a className="btn site-nav__toggle js-fallback d-lg-none" href="#mobile-menu" aria-label={m.frame_openMenu({}, { locale })}>
          <Icon glyph={iconMenu} size={24} />
        </a>
        <button type="button" {...hookAttrs(NAV, 'phoneToggle')} className="btn site-nav__toggle js-control d-lg-none" aria-expanded="false" aria-controls="mobile-menu" aria-label={m.frame_openMenu({}, { locale })}>
          <Icon glyph={iconMenu} size={24} />
        </button>
      </div>
      <MobileMenu locale={locale} />
    </nav>
  )
}

/**
 * The desktop mega-menus, one open at a time (./enhance.ts): a mouse opens a menu by resting on its trigger
 * and closes it by leaving trigger and menu; a click on a menu opened by hovering keeps it open; touch and keyboard
 * open and close by the trigger; Escape closes, returning focus to the trigger when it was inside.
 */
function DesktopMenus({ currentPath, currentMenu, locale }: { currentPath: string; currentMenu: NavMenu | null; locale: Locale }) {
  const { NAV_MENUS } = FRAME_CONTENT[locale]
  return (
    <ul className="site-nav__menus d-none d-lg-flex list-unstyled mb-0">
      <li>
        <a className="site-nav__link" href={localeHref(locale, '/')} aria-current={currentPath === '/' ? 'page' : undefined}>
          {m.frame_home({}, { locale })}
        </a>
      </li>
      {NAV_MENUS.map((menu) => (
        <DesktopMenu key={menu.label} menu={menu} locale={locale} currentPath={currentPath} current={menu === currentMenu} />
      ))}
      <li>
        <a className="site-nav__link" href={localeHref(locale, '/contact')} aria-current={currentPath === '/contact' ? 'page' : undefined}>
          {m.frame_contact({}, { locale })}
        </a>
      </li>
    </ul>
  )
}

/** A desktop menu: its trigger and its panel; `current` when the page belongs to it. */
function DesktopMenu({ menu, locale, currentPath, current }: { menu: NavMenu; locale: Locale; currentPath: string; current: boolean }) {
  const id = `menu-${menu.id}`
  const currentHref = menu.columns.flatMap((column) => column.links).find((link) => link.href === currentPath)?.href
  return (
    <li {...hookAttrs(NAV, 'menu')} className="site-nav__item">
      <button type="button" {...hookAttrs(NAV, 'menuTrigger')} className={`site-nav__link site-nav__trigger${current ? ' is-active' : ''}`} aria-expanded="false" aria-controls={id}>
        {menu.label} <Icon glyph={iconChevron} size={14} />
      </button>
      <div {...hookAttrs(NAV, 'menuPanel')} id={id} className="mega-menu" hidden>
        <MegaMenuColumns menu={menu} currentHref={currentHref} locale={locale} />
      </div>
    </li>
  )
}

/** A desktop menu's links; `currentHref`, one of them, is marked as the page. */
function MegaMenuColumns({ menu, currentHref, locale }: { menu: NavMenu; currentHref: string | undefined; locale: Locale }) {
  return (
    <div className="mega-menu__columns">
      {menu.columns.map((column) => (
        <div key={column.heading} className="mega-menu__column">
          <p className="mega-menu__heading">{column.heading}</p>
          <LinkList links={column.links} currentHref={currentHref} locale={locale} className="list-unstyled mb-0" />
        </div>
      ))}
    </div>
  )
}

/** The phone menu: one section open at a time (./enhance.ts). */
function MobileMenu({ locale }: { locale: Locale }) {
  const { NAV_MENUS } = FRAME_CONTENT[locale]
  return (
    <div {...hookAttrs(NAV, 'phoneMenu')} id="mobile-menu" className="mobile-menu d-lg-none" hidden>
      <ul className="list-unstyled mb-0 container">
        <li {...hookAttrs(NAV, 'phoneClose')} className="js-fallback mobile-menu__close">
          {/* Without JavaScript the menu is open while it is the URL's target: this link closes it. */}
          <a className="mobile-menu__link" href="#top">
            {m.frame_closeMenu({}, { locale })} <Icon glyph={iconClose} size={16} />
          </a>
        </li>
        <li>
          <SiteSearchBox place="menu" locale={locale} />
        </li>
        <li>
          <a className="mobile-menu__link" href={localeHref(locale, '/')}>
            {m.frame_home({}, { locale })}
          </a>
        </li>
        {NAV_MENUS.map((menu) => {
          const panelId = `mobile-${menu.id}`
          return (
            <li key={menu.label} {...hookAttrs(NAV, 'section')} className="mobile-menu__section">
              <button type="button" {...hookAttrs(NAV, 'sectionToggle')} className="mobile-menu__link mobile-menu__trigger" aria-expanded="false" aria-controls={panelId}>
                {menu.label} <Icon glyph={iconChevron} size={14} />
              </button>
              <div {...hookAttrs(NAV, 'sectionPanel')} id={panelId} className="mobile-menu__panel" hidden>
                <MobileMenuColumns menu={menu} locale={locale} />
              </div>
            </li>
          )
        })}
        <li>
          <a className="mobile-menu__link" href={localeHref(locale, '/contact')}>
            {m.frame_contact({}, { locale })}
          </a>
        </li>
        <li>
          <LanguageSwitch className="mobile-menu__link" />
        </li>
      </ul>
    </div>
  )
}

/** A phone menu section's links. */
function MobileMenuColumns({ menu, locale }: { menu: NavMenu; locale: Locale }) {
  return (
    <>
      {menu.columns.map((column) => (
        <div key={column.heading}>
          <p className="mobile-menu__heading">{column.heading}</p>
          <LinkList links={column.links} locale={locale} className="list-unstyled" />
        </div>
      ))}
    </>
  )
}

function QuickLinks({ locale }: { locale: Locale }) {
  const { QUICK_LINKS } = FRAME_CONTENT[locale]
  const label = m.frame_quickLinks({}, { locale })
  return (
    <div {...hookAttrs(NAV, 'quick')} className="quick-links">
      <a className="btn site-nav__grid js-fallback" href="#quick-links" aria-label={label}>
        <Icon glyph={iconGrid} size={20} />
      </a>
      <button type="button" {...hookAttrs(NAV, 'quickToggle')} className="btn site-nav__grid js-control" aria-expanded="false" aria-controls="quick-links" aria-label={label}>
        <Icon glyph={iconGrid} size={20} />
      </button>
      <LinkList {...hookAttrs(NAV, 'quickPanel')} links={QUICK_LINKS} id="quick-links" className="quick-links__menu list-unstyled" hidden />
    </div>
  )
}
