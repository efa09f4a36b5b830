// @vitest-environment happy-dom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { CONTENT_ADDED_EVENT, initAll, MissingHookError, type Enhancer } from '../../enhance/module'
import { SearchField } from '../SearchField'
import { dropHook, mount, render, serve } from '../testing'
import { VIDEO_LIST, VIDEO_PLAYER } from '../video/contract'
import { videoListEnhancer, videoPlayerEnhancer } from '../video/enhance'
import { VideoList, VideoPlayer } from '../video/VideoPlayer'
import { LIVE_FILTER as LF } from './contract'
import { liveFilterEnhancer } from './enhance'
import { SearchListPage } from './SearchListPage'

const videos = ['Convocation', 'Sports day', 'Convocation speech'].map((title, i) => ({ id: i + 1, title, videoId: `yt${i + 1}`, date: '2026-01-10', thumbnailUrl: '/thumbs/1.jpg' }))

/** The videos page as the server renders it for `q`: the player as its lead, the matching videos as its list. */
const Page = ({ q }: { q: string }) => {
  const shown = videos.filter((v) => v.title.toLowerCase().includes(q.toLowerCase()))
  return (
    <SearchListPage
      title="Videos"
      description="Videos"
      controls={<SearchField id="video-search" label="Search videos" value={q} />}
      emptyText="No videos"
      isEmpty={false}
      live
      lead={<VideoPlayer video={videos[0]!} />}
    >
      <VideoList videos={shown} currentId={1} layout="grid" />
    </SearchListPage>
  )
}

let close: () => Promise<void>
beforeAll(async () => {
  close = await serve((req) => {
    const q = new URL(req.url ?? '/', 'http://x').searchParams.get('q') ?? ''
    const body = render(<Page q={q} />)
    return { type: 'text/html; charset=utf-8', body: `<!doctype html><html><head><title>Videos: ${q}</title></head><body>${body}</body></html>` }
  })
})
afterAll(() => close())

const parts: Enhancer[] = [videoPlayerEnhancer, videoListEnhancer]
// As the site's script does (src/enhance/site.ts): the components in what a script added start.
const startAdded = (e: Event) => initAll(e.target as HTMLElement, parts, true)
beforeAll(() => document.addEventListener(CONTENT_ADDED_EVENT, startAdded))
afterAll(() => document.removeEventListener(CONTENT_ADDED_EVENT, startAdded))
const titles = () => [...document.querySelectorAll(`[${VIDEO_LIST.hooks.title}]`)].map((t) => t.textContent)
const type = (text: string) => {
  const field = document.querySelector<HTMLInputElement>('#video-search')!
  field.value = text
  field.dispatchEvent(new Event('input', { bubbles: true }))
}

describe('a list that filters as the visitor types', () => {
  beforeEach(() => mount(<Page q="" />))

  it("swaps in the filtered page's results, keeps the player, and starts the scripts on what it swapped in", async () => {
    initAll(document, [...parts, liveFilterEnhancer], true)
    const player = document.querySelector(`[data-module="${VIDEO_PLAYER.module}"]`)
    type('convocation')
    await vi.waitFor(() => expect(titles()).toEqual(['Convocation', 'Convocation speech']))
    expect(document.title).toBe('Videos: convocation')
    expect(location.search).toBe('?q=convocation')
    expect(document.querySelector(`[data-module="${VIDEO_PLAYER.module}"]`)).toBe(player)
    // The list swapped in plays in the player.
    document.querySelectorAll<HTMLElement>(`[${VIDEO_LIST.hooks.item}]`)[1]!.click()
    expect(document.querySelector(`[${VIDEO_PLAYER.hooks.title}]`)!.textContent).toBe('Convocation speech')
  })

  it.each([LF.hooks.form, LF.hooks.results])('fails loudly without its %s hook', (attr) => {
    dropHook(attr)
    expect(() => initAll(document, [liveFilterEnhancer], true)).toThrow(MissingHookError)
  })
})
