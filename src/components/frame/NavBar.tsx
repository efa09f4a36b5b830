import { useEffect, useRef, useState } from 'react'
import type { NavMenu } from '../../content/navigation'
import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { localeHref, type Locale } from '../../routes/locale'
import { useDismiss } from '../../hooks/useDismiss'
import { useScrolledPast } from '../../hooks/useScrolledPast'
import { Icon, iconChevron, iconClose, iconGrid, iconMenu, iconUser } from '../Icon'
import { LinkList } from '../SmartLink'
import { StaticMarkup } from '../StaticMarkup'
import { FRAME_CONTENT } from './frame-content'
import { LanguageSwitch } from './LanguageSwitch'
import { SiteSearchBox } from './SiteSearchBox'
import { MENU_CLOSE_DELAY_MS, MENU_SWITCH_DELAY_MS, NAV_SCROLL_THRESHOLD_PX } from './timing'

/** The navigation bar; `currentPath` is the page's path without its language prefix. */
export function NavBar({ currentPath }: { currentPath: string }) {
  const locale = useLocale()
  const { SITE, currentMenuOf } = FRAME_CONTENT[locale]
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX)
  const [mobileOpen, setMobileOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const navRef = useRef<HTMLElement>(null)
  const currentMenu = currentMenuOf(currentPath)
  // Close menus after client-side navigation.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- one render after a navigation, not a cascade
  useEffect(() => setMobileOpen(false), [currentPath])
  // A menu opened by its anchor before hydration stays open (only the browser knows the #hash).
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once, after hydration
    if (window.location.hash === '#mobile-menu') setMobileOpen(true)
  }, [])
  // Focus leaving the bar closes the phone menu, so nothing focused sits hidden behind it.
  useDismiss(mobileOpen, () => navRef.current, () => setMobileOpen(false), () => toggleRef.current)

  return (
    <nav ref={navRef} className={`site-nav${scrolled ? ' site-nav--scrolled' : ''}`} aria-label={m.frame_mainNav({}, { locale })}>
      <div className="container d-flex align-items-center gap-2 site-nav__bar">
        <a href={localeHref(locale, '/')} className="site-nav__brand me-auto">
          <span className="site-nav__logo" aria-hidden="true">
            {SITE.shortName}
          </span>
          <span className="site-nav__name">{SITE.name}</span>
        </a>
        <DesktopMenus currentPath={currentPath} currentMenu={currentMenu} locale={locale} />
        <SiteSearchBox place="bar" locale={locale} />
        <QuickLinks locale={locale} />
        <a className="btn btn-success btn-sm site-nav__login" href={SITE.external.studentPortal} target="_blank" rel="noopener noreferrer">
          <Icon glyph={iconUser} size={14} /> {m.frame_login({}, { locale })}
        </a>
        {/* Before hydration, or without JavaScript, the menu opens by its anchor (renderer/site.css). */}
        <a className="btn site-nav__toggle js-fallback d-lg-none" href="#mobile-menu" aria-label={m.frame_openMenu({}, { locale })}>
          <Icon glyph={iconMenu} size={24} />
        </a>
        <button
          ref={toggleRef}
          type="button"
          className="btn site-nav__toggle js-control d-lg-none"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          aria-label={mobileOpen ? m.frame_closeMenu({}, { locale }) : m.frame_openMenu({}, { locale })}
          onClick={() => setMobileOpen((open) => !open)}
        >
          <Icon glyph={mobileOpen ? iconClose : iconMenu} size={24} />
        </button>
      </div>
      <MobileMenu open={mobileOpen} locale={locale} />
    </nav>
  )
}

/** Which desktop menu is open, and how: a pointer resting on it, or a click, tap or key (kept until closed). */
type OpenMenu = { label: string; by: 'hover' | 'click' } | null

/**
 * The desktop mega-menus, one open at a time. A mouse opens a menu by resting on its trigger and
 * closes it by leaving trigger and menu (with the delays above); a click on a menu opened by
 * hovering keeps it open instead of closing it. Touch and keyboard open and close by activating
 * the trigger. Escape closes, returning focus to the trigger when it was inside.
 */
function DesktopMenus({ currentPath, currentMenu, locale }: { currentPath: string; currentMenu: NavMenu | null; locale: Locale }) {
  const { NAV_MENUS } = FRAME_CONTENT[locale]
  const [open, setOpenState] = useState<OpenMenu>(null)
  const openRef = useRef<OpenMenu>(null)
  const hovered = useRef<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const listRef = useRef<HTMLUListElement>(null)
  const setOpen = (next: OpenMenu) => {
    clearTimeout(timer.current)
    openRef.current = next
    setOpenState(next)
  }
  const later = (ms: number, action: () => void) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(action, ms)
  }
  /** Moves the open menu towards the one under the mouse. */
  const followPointer = () => {
    const now = openRef.current
    const target = hovered.current
    if (target === null) {
      if (now?.by === 'hover') later(MENU_CLOSE_DELAY_MS, () => setOpen(null))
      else clearTimeout(timer.current)
    } else if (!now) setOpen({ label: target, by: 'hover' })
    else if (now.label === target) clearTimeout(timer.current)
    else later(MENU_SWITCH_DELAY_MS, () => setOpen({ label: target, by: 'hover' }))
  }
  const onHover = (label: string, entering: boolean) => {
    if (entering) hovered.current = label
    else if (hovered.current === label) hovered.current = null
    followPointer()
  }

  // eslint-disable-next-line react-hooks/set-state-in-effect -- menus close once after a navigation
  useEffect(() => setOpen(null), [currentPath])
  useEffect(() => () => clearTimeout(timer.current), [])
  const openItem = () => listRef.current?.querySelector<HTMLElement>('.site-nav__item.is-open')
  useDismiss(!!open, openItem, () => setOpen(null), () => openItem()?.querySelector<HTMLElement>('.site-nav__trigger'))

  return (
    <ul ref={listRef} className="site-nav__menus d-none d-lg-flex list-unstyled mb-0">
      <li>
        <a className="site-nav__link" href={localeHref(locale, '/')} aria-current={currentPath === '/' ? 'page' : undefined}>
          {m.frame_home({}, { locale })}
        </a>
      </li>
      {NAV_MENUS.map((menu) => (
        <DesktopMenu
          key={menu.label}
          menu={menu}
          locale={locale}
          currentPath={currentPath}
          current={menu === currentMenu}
          open={open?.label === menu.label}
          onHover={(entering) => onHover(menu.label, entering)}
          onActivate={() => {
            const now = openRef.current
            setOpen(now?.label === menu.label && now.by === 'click' ? null : { label: menu.label, by: 'click' })
          }}
        />
      ))}
      <li>
        <a className="site-nav__link" href={localeHref(locale, '/contact')} aria-current={currentPath === '/contact' ? 'page' : undefined}>
          {m.frame_contact({}, { locale })}
        </a>
      </li>
    </ul>
  )
}

interface DesktopMenuProps {
  menu: NavMenu
  locale: Locale
  currentPath: string
  /** The page belongs to this menu. */
  current: boolean
  open: boolean
  /** A mouse pointer entered (true) or left (false) the trigger and its menu. */
  onHover: (entering: boolean) => void
  /** The trigger was clicked, tapped or activated by a key. */
  onActivate: () => void
}

function DesktopMenu({ menu, locale, currentPath, current, open, onHover, onActivate }: DesktopMenuProps) {
  const id = `menu-${menu.id}`
  const currentHref = menu.columns.flatMap((column) => column.links).find((link) => link.href === currentPath)?.href
  return (
    <li
      className={`site-nav__item${open ? ' is-open' : ''}`}
      // Only a mouse hovers: a tap's emulated hover must not open the menu its click then toggles.
      onPointerEnter={(e) => e.pointerType === 'mouse' && onHover(true)}
      onPointerLeave={(e) => e.pointerType === 'mouse' && onHover(false)}
    >
      <button
        type="button"
        className={`site-nav__link site-nav__trigger${current ? ' is-active' : ''}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={onActivate}
      >
        {menu.label} <Icon glyph={iconChevron} size={14} />
      </button>
      <StaticMarkup id={id} className="mega-menu" hidden={!open} partKey={`mega-menu:${locale}:${menu.label}:${currentHref ?? ''}`}>
        <MegaMenuColumns menu={menu} currentHref={currentHref} locale={locale} />
      </StaticMarkup>
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

function MobileMenu({ open, locale }: { open: boolean; locale: Locale }) {
  const { NAV_MENUS } = FRAME_CONTENT[locale]
  // One section open at a time.
  const [section, setSection] = useState<string | null>(null)
  return (
    <div
      id="mobile-menu"
      className={`mobile-menu d-lg-none${open ? ' is-open' : ''}${section ? ' has-section' : ''}`}
      hidden={!open}
    >
      <ul className="list-unstyled mb-0 container">
        <li className="js-fallback mobile-menu__close">
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
          const expanded = section === menu.label
          const panelId = `mobile-${menu.id}`
          return (
            <li key={menu.label} className="mobile-menu__section">
              <button
                type="button"
                className="mobile-menu__link mobile-menu__trigger"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setSection(expanded ? null : menu.label)}
              >
                {menu.label} <Icon glyph={iconChevron} size={14} />
              </button>
              <StaticMarkup id={panelId} className="mobile-menu__panel" hidden={!expanded} partKey={`mobile-menu:${locale}:${menu.label}`}>
                <MobileMenuColumns menu={menu} locale={locale} />
              </StaticMarkup>
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
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  useDismiss(open, () => ref.current, () => setOpen(false), () => buttonRef.current)
  return (
    <div ref={ref} className="quick-links">
      <a className="btn site-nav__grid js-fallback" href="#quick-links" aria-label={label}>
        <Icon glyph={iconGrid} size={20} />
      </a>
      <button
        ref={buttonRef}
        type="button"
        className="btn site-nav__grid js-control"
        aria-expanded={open}
        aria-controls="quick-links"
        aria-label={label}
        onClick={() => setOpen((o) => !o)}
      >
        <Icon glyph={iconGrid} size={20} />
      </button>
      <LinkList links={QUICK_LINKS} id="quick-links" className="quick-links__menu list-unstyled" hidden={!open} />
    </div>
  )
}
