// The loading text shown while a client-side navigation fetches data (site spec §8).
import { describe, expect, it } from 'vitest'
import { loadingTextFor } from '../../src/logic/loading'

describe('loading text of a client-side navigation (spec §8)', () => {
  it.each([
    ['/notice/12', 'Loading notice...'],
    ['/videos', 'Loading video...'],
    ['/career', 'Loading careers...'],
    ['/profile/T-104', 'Loading faculty profile...'],
    ['/career-details/7', 'Loading...'],
    ['/all-news', 'Loading...'],
  ])('%s: %s', (path, text) => {
    expect(loadingTextFor(path)).toBe(text)
  })
})
