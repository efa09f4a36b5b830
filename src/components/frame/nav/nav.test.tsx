// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { initAll, MissingHookError } from '../../../enhance/module'
import { dropHook, mount } from '../../testing'
import { NAV } from './contract'
import { navEnhancer } from './enhance'
import { NavBar } from './NavBar'
import { MENU_CLOSE_DELAY_MS, MENU_SWITCH_DELAY_MS } from './timing'

const $ = <E extends HTMLElement = HTMLElement>(attr: string) => document.querySelector<E>(`[${attr}]`)!
const $$ = (attr: string) => [...document.querySelectorAll<HTMLElement>(`[${attr}]`)]
const mouse = (el: Element, type: 'pointerenter' | 'pointerleave') => el.dispatchEvent(new PointerEvent(type, { pointerType: 'mouse' }))

describe('the navigation bar', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    mount(<NavBar currentPath="/" />)
  })
  afterEach(() => vi.useRealTimers())

  it('writes the menu delays the no-JS CSS reads', () => {
    const nav = document.querySelector<HTMLElement>(`[data-module="${NAV.module}"]`)!
    expect(nav.style.getPropertyValue('--menu-close-delay')).toBe(`${MENU_CLOSE_DELAY_MS}ms`)
    expect(nav.style.getPropertyValue('--menu-switch-delay')).toBe(`${MENU_SWITCH_DELAY_MS}ms`)
  })

  it('opens the phone menu by its button, which then says close, and Escape closes it', () => {
    initAll(document, [navEnhancer], true)
    const toggle = $(NAV.hooks.phoneToggle)
    const menu = $(NAV.hooks.phoneMenu)
    const openLabel = toggle.getAttribute('aria-label')
    toggle.click()
    expect(menu.hidden).toBe(false)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(toggle.getAttribute('aria-label')).toBe($(NAV.hooks.phoneClose).textContent!.trim())
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    expect(menu.hidden).toBe(true)
    expect(toggle.getAttribute('aria-label')).toBe(openLabel)
  })

  it('opens one phone menu section at a time', () => {
    initAll(document, [navEnhancer], true)
    const [first, second] = $$(NAV.hooks.sectionToggle)
    const panels = $$(NAV.hooks.sectionPanel)
    first!.click()
    expect(panels.map((p) => p.hidden)).toEqual(panels.map((_, i) => i !== 0))
    second!.click()
    expect(panels.map((p) => p.hidden)).toEqual(panels.map((_, i) => i !== 1))
    expect(first!.getAttribute('aria-expanded')).toBe('false')
    second!.click()
    expect(panels.every((p) => p.hidden)).toBe(true)
  })

  it('opens the quick links by their button and closes them on a press outside', () => {
    initAll(document, [navEnhancer], true)
    const panel = $(NAV.hooks.quickPanel)
    $(NAV.hooks.quickToggle).click()
    expect(panel.hidden).toBe(false)
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }))
    expect(panel.hidden).toBe(true)
  })

  it('opens a desktop menu by a resting mouse and closes it the close delay after the mouse left', () => {
    initAll(document, [navEnhancer], true)
    const [item, other] = $$(NAV.hooks.menu)
    const panel = item!.querySelector<HTMLElement>(`[${NAV.hooks.menuPanel}]`)!
    mouse(item!, 'pointerenter')
    expect(panel.hidden).toBe(false)
    mouse(item!, 'pointerleave')
    mouse(other!, 'pointerenter')
    vi.advanceTimersByTime(MENU_SWITCH_DELAY_MS - 1)
    expect(panel.hidden).toBe(false)
    vi.advanceTimersByTime(1)
    expect(panel.hidden).toBe(true)
    expect(other!.querySelector<HTMLElement>(`[${NAV.hooks.menuPanel}]`)!.hidden).toBe(false)
    mouse(other!, 'pointerleave')
    vi.advanceTimersByTime(MENU_CLOSE_DELAY_MS)
    expect($$(NAV.hooks.menuPanel).every((p) => p.hidden)).toBe(true)
  })

  it('toggles a desktop menu by a click on its trigger', () => {
    initAll(document, [navEnhancer], true)
    const trigger = $(NAV.hooks.menuTrigger)
    trigger.click()
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    trigger.click()
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
  })

  // Each menu and section is one of a list (possibly none); each one's parts are required.
  const required = Object.entries(NAV.hooks).filter(([name]) => name !== 'menu' && name !== 'section').map(([, attr]) => attr)
  it.each(required)('fails loudly without its %s hook', (attr) => {
    dropHook(attr)
    expect(() => initAll(document, [navEnhancer], true)).toThrow(MissingHookError)
  })
})
