// patches/vike+*.patch (applied by patch-package at install): Vike's per-request bookkeeping
// without a scan of every live tracker, and HTML tag injection without splitting the document.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { catchInfiniteLoop } from '../../node_modules/vike/dist/utils/catchInfiniteLoop.js'
import { injectAtClosingTag, injectAtOpeningTag, injectHtmlTags } from '../../node_modules/vike/dist/server/runtime/renderPageServer/html/injectAssets/injectHtmlTags.js'

const track = catchInfiniteLoop as (functionName: string) => void // declared as `${string}()`
const atOpening = injectAtOpeningTag as (tag: string, html: string, fragment: string) => string
const atClosing = injectAtClosingTag as (tag: string, html: string, fragment: string) => string
const atEnd = (html: string, tag: string) => (injectHtmlTags as (html: string, tags: unknown[], position: string) => string)(html, [{ htmlTag: tag, position: 'HTML_END' }], 'HTML_END')

describe('catchInfiniteLoop (one tracker per request on the server)', () => {
  afterEach(() => {
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('does not scan every live tracker on each call', () => {
    vi.useFakeTimers()
    // Trackers Vike keeps for 5 s: at 500 req/s, 2,500 of them. Count the keys the old code listed.
    let keysListed = 0
    const keys = Object.keys
    vi.spyOn(Object, 'keys').mockImplementation((o: object) => {
      const list = keys(o)
      keysListed += list.length
      return list
    })
    for (let i = 0; i < 2_500; i++) track(`[request-scan-${i}] renderPageServerEntryRecursive()`)
    // Before the patch: 1 + 2 + … + 2,500 ≈ 3.1 million keys listed.
    expect(keysListed).toBeLessThan(2_500)
  })

  it('still stops a call site called more than 99 times within 5 s', () => {
    vi.useFakeTimers()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const name = '[request-loop] renderPageServerEntryRecursive()'
    for (let i = 0; i < 99; i++) track(name)
    expect(() => track(name)).toThrow(/called 100 times within 5 seconds — infinite loop/)
  })

  it('forgets a call site 5 s after its first call', () => {
    vi.useFakeTimers()
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(console, 'log').mockImplementation(() => {})
    const name = '[request-slow] renderPageServerEntryRecursive()'
    for (let i = 0; i < 90; i++) track(name)
    vi.advanceTimersByTime(5_001)
    for (let i = 0; i < 90; i++) track(name)
    expect(() => track(name)).not.toThrow()
  })
})

describe('HTML tag injection (index and slice instead of split and join)', () => {
  it('inserts before the last closing tag, indented like the line before it', () => {
    const html = '<html>\n  <body>\n    <div id="root"><p>&lt;/body&gt;</p></div>\n  </body>\n</html>'
    expect(atClosing('body', html, '<script src="/a.js"></script>')).toBe(
      '<html>\n  <body>\n    <div id="root"><p>&lt;/body&gt;</p></div>\n    <script src="/a.js"></script>\n  </body>\n</html>',
    )
  })

  it('inserts before the last of several identical closing tags', () => {
    const html = '<body><template></body></template></body>'
    expect(atClosing('body', html, '<i></i>')).toBe('<body><template></body></template><i></i></body>')
  })

  it('finds the closing tag from the end of the page, in any letter case; falls back to </html>, then to the end', () => {
    expect(atEnd('<html><body><p>x</p></BODY></html>', '<i></i>')).toBe('<html><body><p>x</p><i></i></BODY></html>')
    expect(atEnd('<html><body></body><p>late</p></body></html>', '<i></i>')).toBe('<html><body></body><p>late</p><i></i></body></html>')
    expect(atEnd('<html><p>x</p></HTML>', '<i></i>')).toBe('<html><p>x</p><i></i></HTML>')
    expect(atEnd('<p>x</p>', '<i></i>')).toBe('<p>x</p>\n<i></i>')
  })

  it('does not scan the page from its start for </body> (the old case-insensitive regex did, twice a render)', () => {
    const page = `<html><body>${'<div>x</div>'.repeat(10_000)}</body></html>`
    const scans = vi.spyOn(String.prototype, 'match')
    const tests = vi.spyOn(RegExp.prototype, 'test')
    atEnd(page, '<i></i>')
    expect(scans.mock.calls.filter((call) => String(call[0]).includes('body'))).toEqual([])
    expect(tests.mock.contexts.filter((re) => String(re).includes('body'))).toEqual([])
    vi.restoreAllMocks()
  })

  it('inserts after the first opening tag, with line breaks when the document has them', () => {
    const html = '<html>\n  <head>\n    <meta charset="UTF-8" />\n  </head><head></head>\n</html>'
    expect(atOpening('head', html, '<link rel="stylesheet" href="/s.css">')).toBe(
      '<html>\n  <head>\n    <link rel="stylesheet" href="/s.css">\n    <meta charset="UTF-8" />\n  </head><head></head>\n</html>',
    )
    expect(atOpening('head', '<head><title>x</title></head>', '<meta a>')).toBe('<head><meta a><title>x</title></head>')
  })
})
