// The loading text shown while a navigation fetches the next page (site spec §8), in that page's language.
import { describe, expect, it } from 'vitest'
import { loadingTextFor } from '../../src/logic/loading'

describe('loading text of a navigation (spec §8)', () => {
  it.each([
    ['/notice/12', 'Loading notice...'],
    ['/videos', 'Loading video...'],
    ['/career', 'Loading careers...'],
    ['/profile/T-104', 'Loading faculty profile...'],
    ['/career-details/7', 'Loading...'],
    ['/all-news', 'Loading...'],
    ['/bn/notice/12', 'নোটিশ লোড হচ্ছে...'],
    ['/bn/videos', 'ভিডিও লোড হচ্ছে...'],
    ['/bn', 'লোড হচ্ছে...'],
  ])('%s: %s', (path, text) => {
    expect(loadingTextFor(path)).toBe(text)
  })
})
