// <StaticMarkup>: the parts rendered once and reused (the frame's) must give the page the same HTML, byte for
// byte, as rendering them each time (hydration matches the browser's render against it), and the store stays
// bounded whatever keys it is asked for. tests/http/site.test.ts checks the same on every route of the site.
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { staticMarkupStore } from '../../renderer/static-markup'
import { StaticMarkup, StaticMarkupContext, type StaticMarkupStore } from '../../src/components/StaticMarkup'
import { Footer } from '../../src/components/frame/Footer'
import { NavBar } from '../../src/components/frame/NavBar'
import { TopBar } from '../../src/components/frame/TopBar'

const frame = (path: string) => (
  <>
    <TopBar />
    <NavBar currentPath={path} />
    <Footer />
  </>
)

const renderWith = (store: StaticMarkupStore | null, element: ReactElement) =>
  renderToString(<StaticMarkupContext value={store}>{element}</StaticMarkupContext>)

const PATHS = ['/', '/fees', '/admission-instruction', '/contact', '/no-such-page']

describe('the frame with its parts rendered once', () => {
  /** Warmed by every path, each page after another. */
  const shared = staticMarkupStore()

  it.each(PATHS)('%s: the same HTML cold, warm, warmed by other pages, and without a store', (path) => {
    const store = staticMarkupStore()
    const plain = renderWith(null, frame(path))
    const cold = renderWith(store, frame(path))
    store.fillMissing()
    const warm = renderWith(store, frame(path))
    expect(cold).toBe(plain)
    expect(warm).toBe(plain)
    for (const other of PATHS) {
      renderWith(shared, frame(other))
      shared.fillMissing()
    }
    expect(renderWith(shared, frame(path))).toBe(plain)
  })

  it('reuses the parts: a warm render asks for nothing new', () => {
    const store = staticMarkupStore()
    renderWith(store, frame('/fees'))
    store.fillMissing()
    const asked: string[] = []
    const spy: StaticMarkupStore = {
      html: (key, element) => {
        const html = store.html(key, element)
        if (html === undefined) asked.push(key)
        return html
      },
    }
    renderWith(spy, frame('/fees'))
    expect(asked).toEqual([])
  })

  it('marks the current link in the desktop menu it belongs to, and only there', () => {
    const store = staticMarkupStore()
    for (const path of ['/fees', '/about', '/fees']) {
      renderWith(store, frame(path))
      store.fillMissing()
    }
    const fees = renderWith(store, frame('/fees'))
    expect(fees.match(/aria-current="page"/g)).toHaveLength(1)
    expect(fees).toMatch(/<a href="\/fees" aria-current="page">/)
    expect(renderWith(store, frame('/about'))).not.toMatch(/href="\/fees" aria-current/)
  })
})

describe('the store', () => {
  it('does not reuse a part that emits head tags: its page renders it each time, the tags in its head', () => {
    const store = staticMarkupStore()
    // React 19 preloads a high-priority image: a <link> it moves into the page's head.
    const page = (
      <StaticMarkup partKey="hero">
        <img src="/hero.jpg" alt="" fetchPriority="high" />
      </StaticMarkup>
    )
    const plain = renderWith(null, page)
    expect(plain).toMatch(/^<link rel="preload" as="image" href="\/hero.jpg"/)
    for (let i = 0; i < 3; i++) {
      expect(renderWith(store, page)).toBe(plain)
      store.fillMissing()
    }
  })

  it('keeps at most its limit of parts, however many keys are asked for', () => {
    const store = staticMarkupStore(10)
    const seen = new Set<string>()
    for (let round = 0; round < 3; round++) {
      const page = (
        <>
          {Array.from({ length: 50 }, (_, i) => (
            <StaticMarkup key={i} partKey={`part-${round}-${i}`}>
              <b>{i}</b>
            </StaticMarkup>
          ))}
        </>
      )
      renderWith(store, page)
      store.fillMissing()
    }
    for (let round = 0; round < 3; round++) for (let i = 0; i < 50; i++) if (store.html(`part-${round}-${i}`, <b />) !== undefined) seen.add(`${round}-${i}`)
    expect(seen.size).toBeLessThanOrEqual(10)
    expect(seen.size).toBeGreaterThan(0)
  })
})
