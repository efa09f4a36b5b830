// The frame's controls on NavBar.tsx's markup: the phone menu and its sections, the quick links, the desktop menus
// (a resting pointer, a click, a tap, the keyboard), each closed by Escape, a press outside or focus moving out,
// and the bar's scrolled look.
import { hook, hooksAll, type Enhancer } from '../../../enhance/module'
import { NAV } from './contract'
import { MENU_CLOSE_DELAY_MS, MENU_SWITCH_DELAY_MS, NAV_SCROLL_THRESHOLD_PX } from './timing'

type Opened = { region: () => Element | null; trigger: () => HTMLElement | null | undefined; close: () => void }

const expand = (button: Element | null | undefined, open: boolean) => button?.setAttribute('aria-expanded', String(open))

function init(nav: HTMLElement) {
  const doc = nav.ownerDocument
  const win = doc.defaultView!
  /** What is open now, each closed the same ways: Escape, a press outside it, focus leaving it. */
  const opened = new Set<Opened>()
  const inside = (o: Opened, node: EventTarget | null) => node instanceof win.Node && !!o.region()?.contains(node)
  doc.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return
    for (const o of [...opened]) {
      if (inside(o, doc.activeElement)) o.trigger()?.focus()
      o.close()
    }
  })
  doc.addEventListener('pointerdown', (e) => {
    for (const o of [...opened]) if (!inside(o, e.target)) o.close()
  })
  doc.addEventListener('focusout', (e) => {
    for (const o of [...opened]) if (inside(o, e.target) && e.relatedTarget && !inside(o, e.relatedTarget)) o.close()
  })

  /** A panel shown and hidden by its button, closed the same ways within `region`. */
  const disclosure = (button: HTMLElement, panel: HTMLElement, region: () => Element | null, onChange: (open: boolean) => void = () => {}) => {
    const o: Opened = { region, trigger: () => button, close: () => set(false) }
    const set = (open: boolean) => {
      panel.hidden = !open
      expand(button, open)
      if (open) opened.add(o)
      else opened.delete(o)
      onChange(open)
    }
    button.addEventListener('click', () => set(panel.hidden))
    return set
  }

  // The phone menu: its button shows "close" while open; one section open at a time.
  const menu = hook(nav, NAV, 'phoneMenu')
  const toggle = hook(nav, NAV, 'phoneToggle')
  const openLabel = toggle.getAttribute('aria-label') ?? ''
  // The no-JS close link carries the words and the glyph the button shows while the menu is open.
  const closeLink = hook(menu, NAV, 'phoneClose')
  const closeLabel = closeLink.textContent?.trim() || openLabel
  const icon = toggle.querySelector('path')
  const glyphs = [icon?.getAttribute('d') ?? '', closeLink.querySelector('path')?.getAttribute('d') ?? '']
  const setMenu = disclosure(toggle, menu, () => nav, (open) => {
    menu.classList.toggle('is-open', open)
    toggle.setAttribute('aria-label', open ? closeLabel : openLabel)
    icon?.setAttribute('d', glyphs[open ? 1 : 0]!)
  })
  if (win.location.hash === `#${menu.id}`) setMenu(true)
  const sections = hooksAll(menu, NAV, 'section').map((section) => ({
    button: hook(section, NAV, 'sectionToggle'),
    panel: hook(section, NAV, 'sectionPanel'),
  }))
  for (const { button } of sections)
    button.addEventListener('click', () => {
      const open = button.getAttribute('aria-expanded') !== 'true'
      for (const other of sections) {
        const on = open && other.button === button
        expand(other.button, on)
        other.panel.hidden = !on
      }
      menu.classList.toggle('has-section', open)
    })

  const quick = hook(nav, NAV, 'quick')
  const quickPanel = hook(quick, NAV, 'quickPanel')
  const setQuick = disclosure(hook(quick, NAV, 'quickToggle'), quickPanel, () => quick)
  // Opened by its no-JS link before this script ran: it stays open.
  if (win.location.hash === `#${quickPanel.id}`) setQuick(true)

  // The desktop menus: a mouse opens one by resting on its trigger and closes it by leaving trigger and menu (after
  // the delays); a click on a menu opened by hovering keeps it open; touch and keys open and close by the trigger.
  const items = hooksAll(nav, NAV, 'menu').map((item) => ({ item, trigger: hook(item, NAV, 'menuTrigger'), panel: hook(item, NAV, 'menuPanel') }))
  type Item = (typeof items)[number]
  let open: { item: Item; by: 'hover' | 'click' } | null = null
  let hovered: Item | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const dismiss: Opened = { region: () => open?.item.item ?? null, trigger: () => open?.item.trigger, close: () => setOpen(null) }
  const setOpen = (next: typeof open) => {
    clearTimeout(timer)
    for (const one of items) {
      const on = one === next?.item
      one.item.classList.toggle('is-open', on)
      expand(one.trigger, on)
      one.panel.hidden = !on
    }
    open = next
    if (next) opened.add(dismiss)
    else opened.delete(dismiss)
  }
  const later = (ms: number, action: () => void) => {
    clearTimeout(timer)
    timer = setTimeout(action, ms)
  }
  const followPointer = () => {
    if (!hovered) {
      if (open?.by === 'hover') later(MENU_CLOSE_DELAY_MS, () => setOpen(null))
      else clearTimeout(timer)
    } else if (!open) setOpen({ item: hovered, by: 'hover' })
    else if (open.item === hovered) clearTimeout(timer)
    else {
      const target = hovered
      later(MENU_SWITCH_DELAY_MS, () => setOpen({ item: target, by: 'hover' }))
    }
  }
  for (const one of items) {
    one.item.addEventListener('pointerenter', (e) => {
      if (e.pointerType !== 'mouse') return
      hovered = one
      followPointer()
    })
    one.item.addEventListener('pointerleave', (e) => {
      if (e.pointerType !== 'mouse') return
      if (hovered === one) hovered = null
      followPointer()
    })
    one.trigger.addEventListener('click', () => setOpen(open?.item === one && open.by === 'click' ? null : { item: one, by: 'click' }))
  }

  // A menu the no-JS styles show before this script ran, under the pointer or holding focus, stays open (menus the
  // pointer only crossed are shown too while their close delay runs: those close as they would have).
  const shownBy = (state: ':hover' | ':focus-within') =>
    items.find((one) => one.item.matches(state) && win.getComputedStyle(one.panel).display !== 'none')
  const hoveredMenu = shownBy(':hover')
  const focusedMenu = shownBy(':focus-within')
  if (hoveredMenu) {
    hovered = hoveredMenu
    setOpen({ item: hoveredMenu, by: 'hover' })
  } else if (focusedMenu) setOpen({ item: focusedMenu, by: 'click' })

  const scrolled = () => nav.classList.toggle('site-nav--scrolled', win.scrollY > NAV_SCROLL_THRESHOLD_PX)
  scrolled()
  win.addEventListener('scroll', scrolled, { passive: true })
}

export const navEnhancer: Enhancer = { contract: NAV, init }
