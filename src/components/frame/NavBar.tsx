import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { NAV_MENUS, QUICK_LINKS, type NavMenu } from '../../content/navigation'
import { SITE } from '../../content/site'
import { useScrolledPast } from '../../hooks/useScrolledPast'
import { Icon } from '../Icon'
import { SmartLink } from '../SmartLink'

/** After this many pixels of scroll the dropdowns sit flush under the bar. */
export const NAV_SCROLL_THRESHOLD_PX = 100

export function NavBar({ currentPath }: { currentPath: string }) {
  const scrolled = useScrolledPast(NAV_SCROLL_THRESHOLD_PX)
  const [mobileOpen, setMobileOpen] = useState(false)
  // Close menus after client-side navigation.
  useEffect(() => setMobileOpen(false), [currentPath])
  // A menu opened by its anchor before hydration stays open.
  useEffect(() => {
    if (window.location.hash === '#mobile-menu') setMobileOpen(true)
  }, [])

  return (
    <nav className={`site-nav${scrolled ? ' site-nav--scrolled' : ''}`} aria-label="Main">
      <div className="container d-flex align-items-center gap-2 site-nav__bar">
        <a href="/" className="site-nav__brand me-auto">
          <span className="site-nav__logo" aria-hidden="true">
            {SITE.shortName}
          </span>
          <span className="site-nav__name">{SITE.name}</span>
        </a>
        <ul className="site-nav__menus d-none d-lg-flex list-unstyled mb-0">
          <li>
            <a className="site-nav__link" href="/" aria-current={currentPath === '/' ? 'page' : undefined}>
              Home
            </a>
          </li>
          {NAV_MENUS.map((menu) => (
            <DesktopMenu key={menu.label} menu={menu} currentPath={currentPath} />
          ))}
          <li>
            <a className="site-nav__link" href="/contact" aria-current={currentPath === '/contact' ? 'page' : undefined}>
              Contact
            </a>
          </li>
        </ul>
        <QuickLinks />
        <a className="btn btn-success btn-sm site-nav__login" href={SITE.external.studentPortal} target="_blank" rel="noopener noreferrer">
          <Icon name="user" size={14} /> Login
        </a>
        {/* Before hydration, or without JavaScript, the menu opens by its anchor (renderer/site.css). */}
        <a className="btn site-nav__toggle js-fallback d-lg-none" href="#mobile-menu" aria-label="Open menu">
          <Icon name="menu" size={24} />
        </a>
        <button
          type="button"
          className="btn site-nav__toggle js-control d-lg-none"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMobileOpen((open) => !open)}
        >
          <Icon name={mobileOpen ? 'close' : 'menu'} size={24} />
        </button>
      </div>
      <MobileMenu open={mobileOpen} />
    </nav>
  )
}

function DesktopMenu({ menu, currentPath }: { menu: NavMenu; currentPath: string }) {
  const [open, setOpen] = useState(false)
  const id = `menu-${menu.label.toLowerCase()}`
  const active = menu.columns.some((c) => c.links.some((l) => l.href === currentPath))
  useEffect(() => setOpen(false), [currentPath])
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') setOpen(false)
  }
  return (
    <li
      className={`site-nav__item${open ? ' is-open' : ''}`}
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={onKeyDown}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <button
        type="button"
        className={`site-nav__link site-nav__trigger${active ? ' is-active' : ''}`}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {menu.label} <Icon name="chevron" size={14} />
      </button>
      <div id={id} className="mega-menu" hidden={!open}>
        <div className="mega-menu__columns">
          {menu.columns.map((column) => (
            <div key={column.heading} className="mega-menu__column">
              <p className="mega-menu__heading">{column.heading}</p>
              <ul className="list-unstyled mb-0">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <SmartLink link={link} aria-current={link.href === currentPath ? 'page' : undefined} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </li>
  )
}

function MobileMenu({ open }: { open: boolean }) {
  // One section open at a time.
  const [section, setSection] = useState<string | null>(null)
  return (
    <div
      id="mobile-menu"
      className={`mobile-menu d-lg-none${open ? ' is-open' : ''}${section ? ' has-section' : ''}`}
      hidden={!open}
    >
      <ul className="list-unstyled mb-0 container">
        <li>
          <a className="mobile-menu__link" href="/">
            Home
          </a>
        </li>
        {NAV_MENUS.map((menu) => {
          const expanded = section === menu.label
          const panelId = `mobile-${menu.label.toLowerCase()}`
          return (
            <li key={menu.label} className="mobile-menu__section">
              <button
                type="button"
                className="mobile-menu__link mobile-menu__trigger"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setSection(expanded ? null : menu.label)}
              >
                {menu.label} <Icon name="chevron" size={14} />
              </button>
              <div id={panelId} className="mobile-menu__panel" hidden={!expanded}>
                {menu.columns.map((column) => (
                  <div key={column.heading}>
                    <p className="mobile-menu__heading">{column.heading}</p>
                    <ul className="list-unstyled">
                      {column.links.map((link) => (
                        <li key={link.href}>
                          <SmartLink link={link} />
                        </li>
                      ))}
                    </ul>
                  </div>
                ))}
              </div>
            </li>
          )
        })}
        <li>
          <a className="mobile-menu__link" href="/contact">
            Contact
          </a>
        </li>
      </ul>
    </div>
  )
}

function QuickLinks() {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const close = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('click', close)
    return () => document.removeEventListener('click', close)
  }, [open])
  return (
    <div
      ref={ref}
      className="quick-links"
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <a className="btn site-nav__grid js-fallback" href="#quick-links" aria-label="Quick links">
        <Icon name="grid" size={20} />
      </a>
      <button
        type="button"
        className="btn site-nav__grid js-control"
        aria-expanded={open}
        aria-controls="quick-links"
        aria-label="Quick links"
        onClick={() => setOpen((o) => !o)}
      >
        <Icon name="grid" size={20} />
      </button>
      <ul id="quick-links" className="quick-links__menu list-unstyled" hidden={!open}>
        {QUICK_LINKS.map((link) => (
          <li key={link.href}>
            <SmartLink link={link} />
          </li>
        ))}
      </ul>
    </div>
  )
}
