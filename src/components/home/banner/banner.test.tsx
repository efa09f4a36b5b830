// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { initAll, MissingHookError } from '../../../enhance/module'
import { BANNER_INTERVAL_MS } from '../../../logic/carousel'
import { dropHook, mount } from '../../testing'
import { BannerSlideshow } from './BannerSlideshow'
import { BANNER } from './contract'
import { bannerEnhancer } from './enhance'

const banners = [1, 2, 3].map((id) => ({ id, image: { path: `b${id}.jpg`, url: `/files/b${id}.jpg` } }))
const $$ = (attr: string) => [...document.querySelectorAll<HTMLElement>(`[${attr}]`)]
const current = () => $$(BANNER.hooks.dot).findIndex((dot) => dot.getAttribute('aria-current') === 'true')
const arrow = (which: 'prev' | 'next') => document.querySelector<HTMLAnchorElement>(`[${BANNER.hooks.arrow}="${which}"]`)!

describe('the banner', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    mount(<BannerSlideshow banners={banners} fallback={<p id="fallback">Welcome</p>} />)
    // The pictures have loaded (happy-dom loads none).
    for (const img of document.querySelectorAll('img')) Object.defineProperty(img, 'naturalWidth', { value: 1600, configurable: true })
  })
  afterEach(() => vi.useRealTimers())

  it('moves by its arrows and dots without touching the URL, and the arrows follow', () => {
    initAll(document, [bannerEnhancer], true)
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    arrow('next').dispatchEvent(click)
    expect(click.defaultPrevented).toBe(true)
    expect(current()).toBe(1)
    expect(arrow('next').getAttribute('href')).toBe('#banner-slide-3')
    expect(arrow('prev').getAttribute('href')).toBe('#banner-slide-1')
    $$(BANNER.hooks.dot)[0]!.click()
    expect(current()).toBe(0)
    arrow('prev').click()
    expect(current()).toBe(2)
  })

  it('moves on by itself every interval, wrapping around', () => {
    initAll(document, [bannerEnhancer], true)
    vi.advanceTimersByTime(BANNER_INTERVAL_MS - 1)
    expect(current()).toBe(0)
    vi.advanceTimersByTime(1)
    expect(current()).toBe(1)
    vi.advanceTimersByTime(2 * BANNER_INTERVAL_MS)
    expect(current()).toBe(0)
  })

  it('hides a slide whose picture fails, renumbering the rest; with none left the fallback shows', () => {
    initAll(document, [bannerEnhancer], true)
    const fail = (slide: HTMLElement) => slide.querySelector('img')!.dispatchEvent(new Event('error'))
    fail($$(BANNER.hooks.slide)[0]!)
    expect($$(BANNER.hooks.slide).map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 2', '2 of 2'])
    fail($$(BANNER.hooks.slide)[0]!)
    expect($$(BANNER.hooks.arrow)).toEqual([])
    fail($$(BANNER.hooks.slide)[0]!)
    expect(document.querySelector(`[${BANNER.hooks.carousel}]`)).toBeNull()
    expect(document.querySelector<HTMLElement>(`[${BANNER.hooks.fallback}]`)!.hidden).toBe(false)
  })

  it('hides a slide whose picture failed before the script ran', () => {
    Object.defineProperty(document.querySelector('img')!, 'naturalWidth', { value: 0 })
    initAll(document, [bannerEnhancer], true)
    expect($$(BANNER.hooks.slide).map((s) => s.id)).toEqual(['banner-slide-2', 'banner-slide-3'])
  })

  // The slides, arrows and dots are lists (possibly none); the rest is required.
  const required = [BANNER.hooks.carousel, BANNER.hooks.strip, BANNER.hooks.fallback]
  it.each(required)('fails loudly without its %s hook', (attr) => {
    dropHook(attr)
    expect(() => initAll(document, [bannerEnhancer], true)).toThrow(MissingHookError)
  })
})
