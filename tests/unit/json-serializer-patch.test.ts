// patches/@brillout+json-serializer+*.patch (applied by patch-package at install): Vike serializes each page's
// pageContext for the browser with @brillout/json-serializer. Plain JSON now takes one JSON.stringify()
// pass; anything the serializer handles specially takes its replacer as before.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { parse } from '@brillout/json-serializer/parse'
import { stringify } from '@brillout/json-serializer/stringify'

// As Vike calls it for the HTML's JSON script (serializeContext.js).
const HTML_SCRIPT = { forbidReactElements: true, htmlScriptSafe: { escapeScripts: true, escapeURLs: true } } as const

const pageData = {
  pageId: '/pages/index',
  routeParams: {},
  data: {
    notices: Array.from({ length: 15 }, (_, i) => ({ id: 1180 + i, name: `Notice ${i} </script>`, date: '2026-11-25', link: `/notice/${1180 + i}` })),
    programmes: [{ slug: 'cse', credits: 148.5, open: true, fee: null, tags: ['science', 'বিজ্ঞান'] }],
    nested: Object.assign(Object.create(null) as object, { deep: [[1, [2, [3]]]] }),
  },
}

describe('stringify of plain JSON', () => {
  afterEach(() => vi.restoreAllMocks())

  it('gives JSON.stringify() with the HTML escapes', () => {
    const expected = JSON.stringify(pageData).replaceAll('<', '\\u003c').replaceAll('/', '\\/')
    expect(stringify(pageData, HTML_SCRIPT)).toBe(expected)
    expect(parse(stringify(pageData, HTML_SCRIPT))).toEqual(pageData)
  })

  it('skips the replacer that tracks each value’s path', () => {
    // The replacer keeps each object's path in a WeakMap: one set per object or array serialized.
    const set = vi.spyOn(WeakMap.prototype, 'set')
    stringify(pageData, HTML_SCRIPT)
    const objects = new Set<unknown>([pageData, pageData.data, ...pageData.data.notices, pageData.data.nested])
    expect(set.mock.calls.filter(([key]) => objects.has(key))).toEqual([])
  })
})

describe('stringify of everything else, as before', () => {
  it('keeps the values plain JSON cannot hold', () => {
    const value = { a: undefined, b: [1, undefined, Number.NaN, Infinity, -Infinity], c: new Date(0), d: '!bang', e: new Map([[1, new Set(['x'])]]), f: 10n, g: /a\/b/gi }
    const text = stringify(value, HTML_SCRIPT)
    expect(text).toContain('"!undefined"')
    expect(text).toContain('"!!bang"')
    expect(parse(text)).toEqual(value)
  })

  it('names the path of a function or a React element, and of a cycle', () => {
    expect(() => stringify({ data: { list: [{ onClick() {} }] } }, { ...HTML_SCRIPT, valueName: 'pageContext' })).toThrow(/pageContext\.data\.list\[0\]\.onClick because it's a function/)
    const element = { $$typeof: Symbol.for('react.element'), type: 'p', props: {} }
    expect(() => stringify({ data: { element } }, HTML_SCRIPT)).toThrow(/data\.element because it's a React element/)
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(() => stringify(cyclic, HTML_SCRIPT)).toThrow(TypeError)
  })

  it('still sorts keys and calls a replacer when asked', () => {
    expect(stringify({ b: 1, a: 2 }, { sortObjectKeys: true })).toBe('{"a":2,"b":1}')
    expect(stringify({ a: 1 }, { replacer: (key, value) => (key === 'a' ? { replacement: (value as number) + 1 } : undefined) })).toBe('{"a":2}')
  })
})
