// The video player (src/components/VideoPlayer.tsx, on home and /videos), driven on the server's markup: its
// thumbnail and the list's videos are links to YouTube, which play there before this script runs and without
// JavaScript; from here on a tap plays the video in the page, in the embed with autoplay. A video chosen in the list
// becomes the current one (`is-current`, `aria-current`), its title and date go to the caption, and the player
// scrolls into view if it is not. A modified click (a new tab) still opens YouTube.
import { embedUrl } from '../logic/videos'
import { all } from './dom'

const player = document.querySelector<HTMLElement>('.video-player')
const frame = player?.querySelector<HTMLElement>('.video-player__frame')
if (player && frame) {
  const caption = player.querySelector<HTMLElement>('[data-current-video]')
  const play = (videoId: string, title: string) => {
    const embed = document.createElement('iframe')
    embed.src = embedUrl(videoId, true)
    embed.title = title
    embed.allow = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture'
    embed.allowFullscreen = true
    embed.referrerPolicy = 'strict-origin-when-cross-origin'
    frame.querySelector('iframe, .video-player__facade')?.remove()
    frame.append(embed)
  }
  /** A plain click (a tap, Enter), not one that asks for a new tab or window. */
  const plain = (e: MouseEvent) => e.button === 0 && !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)

  frame.addEventListener('click', (e) => {
    const facade = (e.target as Element).closest<HTMLElement>('.video-player__facade')
    if (!facade || !plain(e)) return
    e.preventDefault()
    play(facade.dataset.videoId ?? '', caption?.textContent ?? '')
  })

  // Delegated: a list's filter (live-filter.ts) replaces the list's items, and the player stays.
  document.addEventListener('click', (e) => {
    const item = (e.target as Element).closest<HTMLElement>('.video-list__item[data-video-id]')
    if (!item || !plain(e)) return
    e.preventDefault()
    for (const other of all<HTMLElement>('.video-list__item[data-video-id]')) {
      other.classList.toggle('is-current', other === item)
      if (other === item) other.setAttribute('aria-current', 'true')
      else other.removeAttribute('aria-current')
    }
    const videoId = item.dataset.videoId ?? ''
    const title = item.querySelector('.video-list__title')
    if (caption && title) {
      caption.replaceChildren(...[...title.childNodes].map((node) => node.cloneNode(true)))
      caption.dataset.currentVideo = videoId
      // The date after the title, in both places (DateText).
      const date = title.nextElementSibling
      if (date) caption.nextElementSibling?.replaceWith(date.cloneNode(true))
    }
    play(videoId, title?.textContent ?? '')
    player.scrollIntoView({ block: 'nearest' })
  })
}
