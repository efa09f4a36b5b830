// The video player's and video list's hooks (VideoPlayer.tsx writes them, ./enhance.ts drives them). A video chosen
// in a list is played by the page's player: the list sends it PLAY_EVENT, so each part needs only its own markup.
import { defineContract } from '../module'

export const VIDEO_PLAYER = defineContract('video-player', {
  /** The box the embed goes into, and the thumbnail link it replaces. */
  frame: 'data-video-frame',
  facade: 'data-video-facade',
  /** The caption's title (its value: the current video's id) and date. */
  title: 'data-current-video',
  date: 'data-video-date',
})

export const VIDEO_LIST = defineContract('video-list', {
  /** A video's link (its value: the video's id), its title and its date. */
  item: 'data-video-id',
  title: 'data-video-title',
  date: 'data-video-date',
})

/** Sent to the player's root: play `videoId`, with the chosen item's title and date for the caption. */
export const PLAY_EVENT = 'video-player:play'
export interface PlayDetail {
  videoId: string
  title: Element
  date: Element
}
