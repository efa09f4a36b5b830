// The one rule of the two languages: English at the plain path, Bengali under /bn.
import { describe, expect, it } from 'vitest'
import { localeHref, localePath, splitLocale, twinUrl } from '../../src/routes/locale'

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

  it.each([
    ['/about', '/bn/about'],
    ['/', '/bn'],
    ['/all-notice?title=x#list', '/bn/all-notice?title=x#list'],
    ['/#top', '/bn#top'],
    ['/bn/about', '/bn/about'],
    ['#main', '#main'],
    ['https://admission.example/apply', 'https://admission.example/apply'],
    ['//cdn.example/x', '//cdn.example/x'],
    ['mailto:info@htu.edu.bd', 'mailto:info@htu.edu.bd'],
    ['/notices.rss', '/notices.rss'],
    ['/api/contact', '/api/contact'],
    ['/img/640/webp/a.jpg', '/img/640/webp/a.jpg'],
    ['/files/notice.pdf', '/files/notice.pdf'],
    ['/sitemap.xml', '/sitemap.xml'],
  ])('a link to %s on a Bengali page is %s', (href, bn) => {
    expect(localeHref('bn', href)).toBe(bn)
    expect(localeHref('en', href)).toBe(href)
  })
})
