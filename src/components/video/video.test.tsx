// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest'
import { initAll, MissingHookError } from '../../enhance/module'
import { dropHook, mount } from '../testing'
import { VIDEO_LIST, VIDEO_PLAYER as VP } from './contract'
import { videoListEnhancer, videoPlayerEnhancer } from './enhance'
import { VideoList, VideoPlayer } from './VideoPlayer'

const videos = [1, 2, 3].map((id) => ({ id, title: `Video ${id}`, videoId: `yt${id}`, date: `2026-01-0${id}`, thumbnailUrl: `/thumbs/${id}.jpg` }))
const page = (
  <>
    <VideoPlayer video={videos[0]!} />
    <VideoList videos={videos} currentId={1} layout="column" />
  </>
)
const enhancers = [videoPlayerEnhancer, videoListEnhancer]
const $ = <E extends HTMLElement = HTMLElement>(attr: string) => document.querySelector<E>(`[${attr}]`)!
const items = () => [...document.querySelectorAll<HTMLAnchorElement>(`[${VIDEO_LIST.hooks.item}]`)]
const click = (el: Element, init: MouseEventInit = {}) => {
  const e = new MouseEvent('click', { bubbles: true, cancelable: true, ...init })
  el.dispatchEvent(e)
  return e
}

describe('the video player and its list', () => {
  beforeEach(() => {
    mount(page)
  })

  it('plays the current video in the page when its thumbnail is tapped', () => {
    initAll(document, enhancers, true)
    expect(click($(VP.hooks.facade)).defaultPrevented).toBe(true)
    const embed = $(VP.hooks.frame).querySelector('iframe')!
    expect(embed.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/yt1?autoplay=1')
    expect(document.querySelector(`[${VP.hooks.facade}]`)).toBeNull()
  })

  it('plays a video chosen in the list, with its title and date in the caption, and marks it current', () => {
    initAll(document, enhancers, true)
    const chosen = items()[2]!
    expect(click(chosen).defaultPrevented).toBe(true)
    expect($(VP.hooks.frame).querySelector('iframe')!.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/yt3?autoplay=1')
    expect($(VP.hooks.title).textContent).toBe('Video 3')
    expect($(VP.hooks.title).getAttribute(VP.hooks.title)).toBe('yt3')
    expect($(VP.hooks.date).textContent).toBe(chosen.querySelector(`[${VIDEO_LIST.hooks.date}]`)!.textContent)
    expect(items().map((i) => i.getAttribute('aria-current'))).toEqual([null, null, 'true'])
    expect(items().map((i) => i.classList.contains('is-current'))).toEqual([false, false, true])
  })

  it('leaves a modified click (a new tab) to the link', () => {
    initAll(document, enhancers, true)
    expect(click(items()[1]!, { ctrlKey: true }).defaultPrevented).toBe(false)
    expect(document.querySelector('iframe')).toBeNull()
  })

  it('starts a list put in the page later, which plays in the same player', () => {
    initAll(document, enhancers, true)
    const list = document.querySelector(`[data-module="${VIDEO_LIST.module}"]`)!
    const swapped = list.cloneNode(true) as HTMLElement
    swapped.removeAttribute('data-module-started')
    list.replaceWith(swapped)
    initAll(swapped, enhancers, true)
    click(items()[1]!)
    expect($(VP.hooks.title).textContent).toBe('Video 2')
  })

  it.each(Object.values(VP.hooks))('the player fails loudly without its %s hook', (attr) => {
    dropHook(attr)
    expect(() => initAll(document, [videoPlayerEnhancer], true)).toThrow(MissingHookError)
  })

  it.each([VIDEO_LIST.hooks.title, VIDEO_LIST.hooks.date])('the list fails loudly without its %s hook', (attr) => {
    document.querySelector(`[data-module="${VIDEO_LIST.module}"] [${attr}]`)!.removeAttribute(attr)
    expect(() => initAll(document, [videoListEnhancer], true)).toThrow(MissingHookError)
  })
})
