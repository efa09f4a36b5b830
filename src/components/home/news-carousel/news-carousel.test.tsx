// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { initAll, MissingHookError } from '../../../enhance/module'
import { NEWS_INTERVAL_MS } from '../../../logic/carousel'
import { dropHook, mount } from '../../testing'
import { NEWS_CAROUSEL as NC } from './contract'
import { newsCarouselEnhancer } from './enhance'
import { NewsCarousel } from './NewsCarousel'

const news = [1, 2, 3, 4].map((id) => ({ id, date: '2026-01-1' + id, headline: `News ${id}`, imageUrl: null }))
const $ = (attr: string) => document.querySelector<HTMLElement>(`[${attr}]`)!

describe('the news carousel', () => {
  let scrolls: ScrollToOptions[]
  beforeEach(() => {
    vi.useFakeTimers()
    mount(<NewsCarousel news={news} />)
    scrolls = []
    $(NC.hooks.track).scrollTo = ((options: ScrollToOptions) => scrolls.push(options)) as HTMLElement['scrollTo']
  })
  afterEach(() => vi.useRealTimers())

  it('advances every interval until its button stops it, and the button then offers to play', () => {
    initAll(document, [newsCarouselEnhancer], true)
    vi.advanceTimersByTime(NEWS_INTERVAL_MS)
    expect(scrolls).toHaveLength(1)
    $(NC.hooks.toggle).click()
    const states = [...document.querySelectorAll<HTMLElement>(`[${NC.hooks.toggleState}]`)]
    expect(states.map((s) => [s.getAttribute(NC.hooks.toggleState), s.hidden])).toEqual([
      ['pause', true],
      ['play', false],
    ])
    vi.advanceTimersByTime(3 * NEWS_INTERVAL_MS)
    expect(scrolls).toHaveLength(1)
    $(NC.hooks.toggle).click()
    vi.advanceTimersByTime(NEWS_INTERVAL_MS)
    expect(scrolls).toHaveLength(2)
  })

  it('moves by one card with previous and next', () => {
    initAll(document, [newsCarouselEnhancer], true)
    $(NC.hooks.next).click()
    $(NC.hooks.prev).click()
    expect(scrolls).toHaveLength(2)
  })

  it('does not move with a single card', () => {
    mount(<NewsCarousel news={news.slice(0, 1)} />)
    initAll(document, [newsCarouselEnhancer], true)
    vi.advanceTimersByTime(2 * NEWS_INTERVAL_MS)
    expect(document.querySelector(`[${NC.hooks.toggle}]`)).toBeNull()
  })

  it.each([NC.hooks.track, NC.hooks.toggle, NC.hooks.prev, NC.hooks.next])('fails loudly without its %s hook', (attr) => {
    dropHook(attr)
    expect(() => initAll(document, [newsCarouselEnhancer], true)).toThrow(MissingHookError)
  })
})
