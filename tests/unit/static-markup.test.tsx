// <StaticMarkup>: the parts rendered once and reused (the frame's) must give the page the same HTML, byte for
// byte, as rendering them each time, and the store stays
// bounded whatever keys it is asked for. tests/http/site.test.ts checks the same on every route of the site.
import { createContext, useContext, useId, type ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { staticMarkupStore } from '../../renderer/static-markup'
import { StaticMarkup, StaticMarkupContext, type StaticMarkupStore } from '../../src/components/StaticMarkup'
import { Footer } from '../../src/components/frame/Footer'
import { NavBar } from '../../src/components/frame/nav/NavBar'
import { TopBar } from '../../src/components/frame/TopBar'
import { PageContextProvider } from '../../src/hooks/usePageContext'
import type { PageContext } from 'vike/types'

const frame = (path: string) => (
  <PageContextProvider pageContext={{ canonicalUrl: `https://www.htu.example${path}`, locale: 'en' } as PageContext}>
    <TopBar />
    <NavBar currentPath={path} />
    <Footer />
  </PageContextProvider>
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

// What tests/http/site.test.ts relies on: a part that depends on more than its key renders otherwise on its own.
describe('a part that breaks the rule', () => {
  const Probe = createContext('default')
  function WithId() {
    return <b id={useId()}>x</b>
  }
  function WithContext() {
    return <b>{useContext(Probe)}</b>
  }
  const page = (child: ReactElement) => (
    <Probe value="the page's">
      <p>before</p>
      <StaticMarkup partKey="part">{child}</StaticMarkup>
    </Probe>
  )
  it.each([
    ['uses useId', <WithId key="id" />],
    ['reads a context', <WithContext key="context" />],
    ['emits head tags (a high-priority image preload)', <img key="img" src="/hero.jpg" alt="" fetchPriority="high" />],
  ])('%s: other HTML warm than cold', (_, child) => {
    const store = staticMarkupStore()
    const cold = renderWith(store, page(child))
    store.fillMissing()
    expect(renderWith(store, page(child))).not.toBe(cold)
  })
})

describe('the store', () => {
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
