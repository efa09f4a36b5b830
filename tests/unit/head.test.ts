// renderer/head.ts: the hoisted <title>/<meta>/<link> tags React emits before the body.
import { describe, expect, it } from 'vitest'
import { splitHoistedHead } from '../../renderer/head'

describe('splitHoistedHead', () => {
  it('takes the leading head tags, keeps only the last title, and leaves the body whole', () => {
    const html = '<title>Site</title><meta name="a" content="1"/> <link rel="canonical" href="/x"/><title>Page</title><div><title>not hoisted</title><link rel="x"/></div>'
    expect(splitHoistedHead(html)).toEqual({
      head: '<meta name="a" content="1"/><link rel="canonical" href="/x"/><title>Page</title>',
      body: '<div><title>not hoisted</title><link rel="x"/></div>',
    })
  })

  it('returns the whole output as body when nothing is hoisted, on every call', () => {
    expect(splitHoistedHead('<div>a</div>')).toEqual({ head: '', body: '<div>a</div>' })
    expect(splitHoistedHead('<meta a/><p>b</p>')).toEqual({ head: '<meta a/>', body: '<p>b</p>' })
    expect(splitHoistedHead('<div>c</div>')).toEqual({ head: '', body: '<div>c</div>' })
  })
})
