// The frame's controls, driven on the server's markup (src/components/frame/NavBar.tsx): the phone menu and its
// sections, the quick links, the desktop menus (a resting pointer, a click, a tap, the keyboard), each closed by
// Escape, a press outside or focus moving out, and the bar's scrolled look.
import { MENU_CLOSE_DELAY_MS, MENU_SWITCH_DELAY_MS, NAV_SCROLL_THRESHOLD_PX } from '../components/frame/timing'
import { all } from './dom'

type Opened = { region: () => Element | null; trigger: () => HTMLElement | null | undefined; close: () => void }

const expand = (button: Element | null | undefined, open: boolean) => button?.setAttribute('aria-expanded', String(open))
const controlled = (button: Element) => document.getElementById(button.getAttribute('aria-controls') ?? '')

/** What is open now, each closed the same ways. */
const opened = new Set<Opened>()
const inside = (o: Opened, node: EventTarget | null) => node instanceof Node && !!o.region()?.contains(node)
document.addEventListener('keydown', (e) => {
  if (e.key !== 'Escape') return
  for (const o of [...opened]) {
    if (inside(o, document.activeElement)) o.trigger()?.focus()
    o.close()
  }
})
document.addEventListener('pointerdown', (e) => {
  for (const o of [...opened]) if (!inside(o, e.target)) o.close()
})
document.addEventListener('focusout', (e) => {
  for (const o of [...opened]) if (inside(o, e.target) && e.relatedTarget && !inside(o, e.relatedTarget)) o.close()
})

/** A panel shown and hidden by its button (`aria-controls`), closed the same ways within `region`. */
function disclosure(button: HTMLElement, region: () => Element | null, onChange: (open: boolean) => void = () => {}) {
  const panel = controlled(button)
  const o: Opened = { region, trigger: () => button, close: () => set(false) }
  const set = (open: boolean) => {
    if (!panel) return
    panel.hidden = !open
    expand(button, open)
    if (open) opened.add(o)
    else opened.delete(o)
    onChange(open)
  }
  button.addEventListener('click', () => set(panel?.hidden ?? false))
  return set
}

const nav = document.querySelector<HTMLElement>('nav.site-nav')
if (nav) {
  // The phone menu: its button shows "close" while open; one section open at a time.
  const menu = document.getElementById('mobile-menu')
  const toggle = nav.querySelector<HTMLElement>('button.site-nav__toggle')
  if (menu && toggle) {
    const openLabel = toggle.getAttribute('aria-label') ?? ''
    // The no-JS close link carries the words and the glyph the button shows while the menu is open.
    const closeLink = menu.querySelector('.mobile-menu__close')
    const closeLabel = closeLink?.textContent?.trim() ?? openLabel
    const icon = toggle.querySelector('path')
    const glyphs = [icon?.getAttribute('d') ?? '', closeLink?.querySelector('path')?.getAttribute('d') ?? '']
    const setMenu = disclosure(toggle, () => nav, (open) => {
      menu.classList.toggle('is-open', open)
      toggle.setAttribute('aria-label', open ? closeLabel : openLabel)
      icon?.setAttribute('d', glyphs[open ? 1 : 0]!)
    })
    if (location.hash === '#mobile-menu') setMenu(true)
    const sections = all<HTMLElement>('.mobile-menu__trigger', menu)
    for (const button of sections)
      button.addEventListener('click', () => {
        const open = button.getAttribute('aria-expanded') !== 'true'
        for (const other of sections) {
          expand(other, open && other === button)
          const panel = controlled(other)
          if (panel) panel.hidden = !(open && other === button)
        }
        menu.classList.toggle('has-section', open)
      })
  }

  const quick = nav.querySelector<HTMLElement>('button.site-nav__grid')
  if (quick) {
    const setQuick = disclosure(quick, () => quick.closest('.quick-links'))
    // Opened by its no-JS link before this script ran: it stays open.
    if (location.hash === '#quick-links') setQuick(true)
  }

  // The desktop menus: a mouse opens one by resting on its trigger and closes it by leaving trigger and menu (after
  // the delays); a click on a menu opened by hovering keeps it open; touch and keys open and close by the trigger.
  let open: { item: HTMLElement; by: 'hover' | 'click' } | null = null
  let hovered: HTMLElement | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const trigger = (item: Element | undefined) => item?.querySelector<HTMLElement>('.site-nav__trigger')
  const dismiss: Opened = { region: () => open?.item ?? null, trigger: () => trigger(open?.item), close: () => setOpen(null) }
  const setOpen = (next: typeof open) => {
    clearTimeout(timer)
    for (const item of all<HTMLElement>('.site-nav__item', nav)) {
      const on = item === next?.item
      item.classList.toggle('is-open', on)
      expand(trigger(item), on)
      const panel = item.querySelector<HTMLElement>('.mega-menu')
      if (panel) panel.hidden = !on
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
  for (const item of all<HTMLElement>('.site-nav__item', nav)) {
    item.addEventListener('pointerenter', (e) => {
      if (e.pointerType !== 'mouse') return
      hovered = item
      followPointer()
    })
    item.addEventListener('pointerleave', (e) => {
      if (e.pointerType !== 'mouse') return
      if (hovered === item) hovered = null
      followPointer()
    })
    trigger(item)?.addEventListener('click', () => setOpen(open?.item === item && open.by === 'click' ? null : { item, by: 'click' }))
  }

  // A menu the no-JS styles show before this script ran, under the pointer or holding focus, stays open (menus the
  // pointer only crossed are shown too while their close delay runs: those close as they would have).
  const shownBy = (state: ':hover' | ':focus-within') =>
    all<HTMLElement>('.site-nav__item', nav).find((item) => {
      const panel = item.querySelector('.mega-menu')
      return item.matches(state) && !!panel && getComputedStyle(panel).display !== 'none'
    })
  const hoveredMenu = shownBy(':hover')
  const focusedMenu = shownBy(':focus-within')
  if (hoveredMenu) {
    hovered = hoveredMenu
    setOpen({ item: hoveredMenu, by: 'hover' })
  } else if (focusedMenu) setOpen({ item: focusedMenu, by: 'click' })

  const scrolled = () => nav.classList.toggle('site-nav--scrolled', scrollY > NAV_SCROLL_THRESHOLD_PX)
  scrolled()
  addEventListener('scroll', scrolled, { passive: true })
}

