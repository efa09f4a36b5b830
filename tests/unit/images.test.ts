// The URL scheme the markup and the endpoint share, and the `sizes` of the layouts.
import { describe, expect, it } from 'vitest'
import { parseImagePath, sniffImage } from '../../server/images'
import { IMAGE_SIZES, fallbackFormat, gridSizes, imageUrl, resizableSegments, srcSet, widthsUpTo } from '../../src/logic/images'

describe('which pictures are resized', () => {
  it('takes raster files below the public file base, absolute or site-relative', () => {
    expect(resizableSegments('/demo-files/uploads/news/1.png', '/demo-files')).toEqual(['uploads', 'news', '1.png'])
    expect(resizableSegments('https://files.htu.edu.bd/up/a b.JPG', 'https://files.htu.edu.bd/')).toEqual(['up', 'a b.JPG'])
    expect(resizableSegments('https://files.htu.edu.bd/up/a%20b.jpeg', 'https://files.htu.edu.bd')).toEqual(['up', 'a b.jpeg'])
  })

  it.each([
    ['SVG', '/demo-files/uploads/banner/banner-1.svg', '/demo-files'],
    ['another host', 'https://evil.example/uploads/x.png', 'https://files.htu.edu.bd'],
    ['a look-alike host', 'https://files.htu.edu.bd.evil.example/x.png', 'https://files.htu.edu.bd'],
    ['the site’s own placeholder', '/images/news-placeholder.svg', '/demo-files'],
    ['a query', '/demo-files/x.png?v=2', '/demo-files'],
    ['a climb out', '/demo-files/../secret.png', '/demo-files'],
    ['no file base', '/demo-files/x.png', ''],
  ])('leaves %s as it is', (_label, url, base) => {
    expect(resizableSegments(url, base)).toBeNull()
  })

  it('builds one URL per variant, which the endpoint reads back to the same path', () => {
    const url = imageUrl(['up', 'a b.jpg'], 480, 'webp')
    expect(url).toBe('/img/480/webp/up/a%20b.jpg')
    const parsed = parseImagePath(url.slice('/img'.length))
    expect(parsed).toMatchObject({ width: 480, format: 'webp', segments: ['up', 'a b.jpg'] })
    expect(`/img${parsed.canonicalPath}`).toBe(url)
  })

  it('lists the widths up to the largest worth offering', () => {
    expect(widthsUpTo(700)).toEqual([160, 320, 480, 640])
    expect(widthsUpTo(100)).toEqual([160])
    expect(srcSet(['a.png'], 'avif', 320)).toBe('/img/160/avif/a.png 160w, /img/320/avif/a.png 320w')
    expect(fallbackFormat(['logo.PNG'])).toBe('png')
    expect(fallbackFormat(['photo.jpg'])).toBe('jpeg')
  })
})

describe('sizes from the Bootstrap layout', () => {
  it('gives a column’s width at each breakpoint of a .container with g-4 gutters', () => {
    expect(gridSizes({ xs: 1, md: 3 })).toBe(
      '(min-width: 1400px) 416px, (min-width: 1200px) 356px, (min-width: 992px) 296px, (min-width: 768px) 216px, (min-width: 576px) 516px, calc(100vw - 24px)',
    )
    // col-lg-8: two thirds of the container.
    expect(gridSizes({ xs: 1, lg: 12 / 8 })).toMatch(/^\(min-width: 1400px\) 856px, .*\(min-width: 992px\) 616px/)
  })

  it('has one for every layout a resized picture appears in', () => {
    expect(Object.keys(IMAGE_SIZES).sort()).toEqual(['banner', 'cardGrid', 'cardList', 'facultyList', 'newsCarousel', 'newsDetail', 'officer', 'profile'])
  })
})

describe('input formats', () => {
  it('knows the five raster formats by their first bytes, and nothing else', () => {
    const bytes = (text: string) => Buffer.from(text, 'latin1')
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg')
    expect(sniffImage(bytes('\x89PNG\r\n\x1a\n'))).toBe('png')
    expect(sniffImage(bytes('GIF89a'))).toBe('gif')
    expect(sniffImage(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp')
    expect(sniffImage(bytes('\0\0\0\x1cftypavif\0\0\0\0avifmif1'))).toBe('avif')
    expect(sniffImage(bytes('\0\0\0\x1cftypheic\0\0\0\0mif1heic'))).toBeNull()
    expect(sniffImage(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull()
    expect(sniffImage(bytes('%PDF-1.4'))).toBeNull()
    expect(sniffImage(new Uint8Array())).toBeNull()
  })
})
