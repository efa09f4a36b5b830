// renderer/head.ts: the hoisted <title>/<meta>/<link> tags React emits before the body.
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
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

// The cases the regex must get right, on what React 19 really emits.
describe('splitHoistedHead on React output', () => {
  const split = (element: ReactElement) => splitHoistedHead(renderToString(element))

  it('keeps texts and attribute values with ">" and "</title>" whole: React escapes them', () => {
    const { head, body } = split(
      <>
        <title>{'A > B </title> & C'}</title>
        <meta name="description" content={'x > y "q" </head>'} />
        <p>body</p>
      </>,
    )
    expect(head).toBe('<title>A &gt; B &lt;/title&gt; &amp; C</title><meta name="description" content="x &gt; y &quot;q&quot; &lt;/head&gt;"/>')
    expect(body).toBe('<p>body</p>')
  })

  it("moves the preload React adds for a high-priority image, and leaves the image in the body", () => {
    const { head, body } = split(
      <>
        <title>Page</title>
        <img src="/hero.jpg" fetchPriority="high" alt="" />
      </>,
    )
    expect(head).toBe('<link rel="preload" as="image" href="/hero.jpg" fetchPriority="high"/><title>Page</title>')
    expect(body).toBe('<img src="/hero.jpg" fetchPriority="high" alt=""/>')
  })

  it('stops at the first body element: a later <link>, an SVG <title> and JSON-LD stay where they are', () => {
    const { head, body } = split(
      <>
        <meta property="og:title" content="T" />
        <a href="#main">Skip</a>
        <link rel="stylesheet" href="/inline.css" />
        <svg>
          <title>icon</title>
        </svg>
        <script type="application/ld+json">{'{}'}</script>
      </>,
    )
    expect(head).toBe('<meta property="og:title" content="T"/>')
    expect(body).toBe('<a href="#main">Skip</a><link rel="stylesheet" href="/inline.css"/><svg><title>icon</title></svg><script type="application/ld+json">{}</script>')
  })
})
