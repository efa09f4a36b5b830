// <StaticMarkup>: the parts rendered once and reused (the frame's, the home page's content sections) must
// give the page the same HTML, byte for byte, as rendering them each time (hydration matches the browser's
// render against it), and the store stays bounded whatever keys it is asked for.
import type { ReactElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { staticMarkupStore } from '../../renderer/static-markup'
import { StaticMarkup, StaticMarkupContext, type StaticMarkupStore } from '../../src/components/StaticMarkup'
import { Footer } from '../../src/components/frame/Footer'
import { NavBar } from '../../src/components/frame/NavBar'
import { TopBar } from '../../src/components/frame/TopBar'
import { AboutTeaser } from '../../src/components/home/AboutTeaser'
import { AdmissionPanel } from '../../src/components/home/AdmissionPanel'
import { HomeFaq } from '../../src/components/home/HomeFaq'
import { LatestTicker } from '../../src/components/home/LatestTicker'
import { NewsCarousel } from '../../src/components/home/NewsCarousel'
import { NoticeEventTabs } from '../../src/components/home/NoticeEventTabs'
import { FileHostContext } from '../../src/components/FileHost'
import { ProgrammeCards } from '../../src/components/home/ProgrammeCards'
import { programmeCards } from '../../src/content/programme-cards'
import type { MarqueeItem } from '../../src/domain/types'

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

const TICKER: MarqueeItem[] = [
  { id: 1, name: 'Admission test on 26 February', date: '2026-01-05', link: '/admission-test' },
  { id: 2, name: 'Results & <merit> list', date: '', link: 'https://example.org/results' },
  { id: 3, name: 'Admit cards', date: '2026-01-15', link: null },
]

const FILES = 'https://files.example.edu/files'

/** The home page's sections that are the same on every render for the same content, their pictures on the file host. */
const homeSections = (ticker: MarqueeItem[]) => (
  <FileHostContext value={FILES}>
    <LatestTicker items={ticker} />
    <NoticeEventTabs
      notices={[{ id: 7, date: '2026-01-20', headline: 'Volunteers & <helpers> needed' }]}
      events={[{ id: 3, name: 'Sports week', startDate: '2026-03-01', endDate: '2026-03-06', imageUrl: `${FILES}/uploads/events/e.png` }]}
    />
    <AdmissionPanel />
    <ProgrammeCards programmes={programmeCards()} />
    <AboutTeaser />
    <NewsCarousel news={[1, 2, 3, 4].map((id) => ({ id, date: '2026-01-0' + id, headline: `News ${id}`, imageUrl: `${FILES}/uploads/news/${id}.jpg` }))} />
    <HomeFaq />
  </FileHostContext>
)

describe("the home page's content sections rendered once", () => {
  it('give the same HTML cold, warm, and without a store', () => {
    const store = staticMarkupStore()
    const plain = renderWith(null, homeSections(TICKER))
    const cold = renderWith(store, homeSections(TICKER))
    store.fillMissing()
    expect(cold).toBe(plain)
    expect(renderWith(store, homeSections(TICKER))).toBe(plain)
    expect(plain).toContain('Frequently Asked Questions')
    expect(plain).toContain('Results &amp; &lt;merit&gt; list')
    // The file host reaches the parts: their pictures are resized by the image endpoint.
    expect(plain.match(/<picture/g)).toHaveLength(4)
  })

  it('are reused: a warm render renders none of them again, and other ticker items are parts of their own', () => {
    const store = staticMarkupStore()
    renderWith(store, homeSections(TICKER))
    store.fillMissing()
    const reused: string[] = []
    const asked: string[] = []
    const spy: StaticMarkupStore = {
      html: (key, element) => {
        const html = store.html(key, element)
        ;(html === undefined ? asked : reused).push(key.split(/[:\n]/)[0]!)
        return html
      },
    }
    renderWith(spy, homeSections(TICKER))
    expect(asked).toEqual([])
    expect(reused.sort()).toEqual(['home-about-teaser', 'home-admission-panel', 'home-events', 'home-faq', 'home-news', 'home-notices', 'home-programmes', 'ticker'])
    // Changed items are new markup, never the old list's.
    const changed = [{ ...TICKER[0]!, name: 'Admission test moved to 28 February' }]
    const html = renderWith(spy, homeSections(changed))
    expect(asked).toEqual(['ticker'])
    expect(html).toContain('Admission test moved to 28 February')
    expect(html).not.toContain('Admit cards')
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
