// The video player and the video lists (VideoPlayer.tsx, on home and /videos): the thumbnail and the list's videos
// are links to YouTube, which play there before this script runs and without JavaScript; from here on a tap plays
// the video in the page, in the embed with autoplay. A video chosen in a list becomes the current one (`is-current`,
// `aria-current`), its title and date go to the caption, and the player scrolls into view if it is not. A modified
// click (a new tab) still opens YouTube.
import { hook, hooksAll, type Enhancer } from '../../enhance/module'
import { embedUrl } from '../../logic/videos'
import { moduleSelector } from '../module'
import { PLAY_EVENT, VIDEO_LIST, VIDEO_PLAYER as VP, type PlayDetail } from './contract'

/** A plain click (a tap, Enter), not one that asks for a new tab or window. */
const plain = (e: MouseEvent) => e.button === 0 && !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
const copy = (from: Element) => [...from.childNodes].map((node) => node.cloneNode(true))

function initPlayer(player: HTMLElement) {
  const frame = hook(player, VP, 'frame')
  const title = hook(player, VP, 'title')
  const date = hook(player, VP, 'date')
  const play = (videoId: string, name: string) => {
    const embed = player.ownerDocument.createElement('iframe')
    embed.src = embedUrl(videoId, true)
    embed.title = name
    embed.allow = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture'
    embed.allowFullscreen = true
    embed.referrerPolicy = 'strict-origin-when-cross-origin'
    for (const old of [...frame.querySelectorAll('iframe'), ...hooksAll(frame, VP, 'facade')]) old.remove()
    frame.append(embed)
  }
  const facade = hook<HTMLAnchorElement>(frame, VP, 'facade')
  facade.addEventListener('click', (e) => {
    if (!plain(e)) return
    e.preventDefault()
    play(title.getAttribute(VP.hooks.title) ?? '', title.textContent ?? '')
  })
  player.addEventListener(PLAY_EVENT, (e) => {
    const chosen = (e as CustomEvent<PlayDetail>).detail
    title.replaceChildren(...copy(chosen.title))
    title.setAttribute(VP.hooks.title, chosen.videoId)
    // The date after the title, in both places (DateText).
    date.replaceChildren(...copy(chosen.date))
    play(chosen.videoId, chosen.title.textContent ?? '')
    player.scrollIntoView({ block: 'nearest' })
  })
}

function initList(list: HTMLElement) {
  const items = hooksAll<HTMLAnchorElement>(list, VIDEO_LIST, 'item').map((item) => ({
    item,
    title: hook(item, VIDEO_LIST, 'title'),
    date: hook(item, VIDEO_LIST, 'date'),
  }))
  for (const chosen of items)
    chosen.item.addEventListener('click', (e) => {
      // The page's player (none where Save-Data leaves links to YouTube).
      const player = list.ownerDocument.querySelector(moduleSelector(VP))
      if (!player || !plain(e)) return
      e.preventDefault()
      for (const { item } of items) {
        item.classList.toggle('is-current', item === chosen.item)
        if (item === chosen.item) item.setAttribute('aria-current', 'true')
        else item.removeAttribute('aria-current')
      }
      const detail: PlayDetail = { videoId: chosen.item.getAttribute(VIDEO_LIST.hooks.item) ?? '', title: chosen.title, date: chosen.date }
      player.dispatchEvent(new CustomEvent(PLAY_EVENT, { detail }))
    })
}

export const videoPlayerEnhancer: Enhancer = { contract: VP, init: initPlayer }
export const videoListEnhancer: Enhancer = { contract: VIDEO_LIST, init: initList }
