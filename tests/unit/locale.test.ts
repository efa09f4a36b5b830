// The one rule of the two languages: English at the plain path, Bengali under /bn.
import { describe, expect, it } from 'vitest'
import { localePath, splitLocale, twinUrl } from '../../src/routes/locale'

describe('language of a URL', () => {
  it.each([
    ['/', 'en', '/'],
    ['/notice/1', 'en', '/notice/1'],
    ['/bn', 'bn', '/'],
    ['/bn/notice/1', 'bn', '/notice/1'],
    ['/bangla', 'en', '/bangla'],
    ['/bn-notice', 'en', '/bn-notice'],
  ])('%s is %s, the page at %s', (pathname, locale, path) => {
    expect(splitLocale(pathname)).toEqual({ locale, path })
  })

  it('puts a path in a language, query kept', () => {
    expect(localePath('en', '/about')).toBe('/about')
    expect(localePath('bn', '/about')).toBe('/bn/about')
    expect(localePath('bn', '/')).toBe('/bn')
    expect(localePath('bn', '/?q=x')).toBe('/bn?q=x')
  })

  it.each([
    ['https://www.htu.example/bn/notice/1?q=a', 'en', 'https://www.htu.example/notice/1?q=a'],
    ['https://www.htu.example/', 'bn', 'https://www.htu.example/bn'],
    ['https://www.htu.example', 'bn', 'https://www.htu.example/bn'],
    ['/all-notice?title=x', 'bn', '/bn/all-notice?title=x'],
    ['/bn?q=1', 'en', '/?q=1'],
    ['/bn/about', 'bn', '/bn/about'],
  ] as const)('the twin of %s in %s is %s', (url, locale, twin) => {
    expect(twinUrl(url, locale)).toBe(twin)
  })
})
