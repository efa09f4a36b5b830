// The service worker's key for a saved page (src/offline/keys.ts): one copy per page, no search saved (issue 37 item 5).
import { describe, expect, it } from 'vitest'
import { savedPageKey } from '../../src/offline/keys'

const key = (path: string) => savedPageKey(new URL(path, 'https://www.htu.edu.bd'))

describe('savedPageKey', () => {
  it('drops tracking tags: every variant of a page is one copy', () => {
    const variants = ['/notice/1197', '/notice/1197?utm_source=fb', '/notice/1197?fbclid=abc&utm_medium=social&utm_campaign=result', '/notice/1197?gclid=x', '/notice/1197?UTM_Source=x']
    expect(new Set(variants.map(key))).toEqual(new Set(['https://www.htu.edu.bd/notice/1197']))
    expect(key('/all-notice?page=2&utm_source=x')).toBe('https://www.htu.edu.bd/all-notice?page=2')
    expect(key('/bn/career?type=1&fbclid=y')).toBe('https://www.htu.edu.bd/bn/career?type=1')
  })

  it('saves no search: what a visitor typed is not kept on the device', () => {
    for (const path of ['/search?q=result', '/bn/search?q=ভর্তি', '/search', '/all-notice?title=exam', '/all-news?q=lake', '/admission-result?roll=2610001'])
      expect(key(path), path).toBeNull()
    // An empty field is no search: the list as it is.
    expect(key('/all-notice?title=')).toBe('https://www.htu.edu.bd/all-notice')
  })
})
