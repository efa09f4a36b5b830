// Home, news, videos, events and academic calendar: server-rendered by the production server on the
// demo upstream, with their own titles, the spec's texts, their cache policy, and their empty and
// error states when the upstream answers nothing or fails (never a 500).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FAQ } from '../../src/content/faq'
import { RECENT_LIMITS } from '../../server/demo-upstream/api'
import { SITE, pageTitle, SITE_FACTS } from '../../src/content/site'
import { decodeEntities, get, startSite, titleOf, type RunningProcess } from '../support/processes'
import { appForFile } from '../support/app-for-file'
import { documentOf, the } from '../support/dom'

const stack = appForFile()

/** The page's <main>, with React's text separators removed and entities decoded. */
function mainOf(html: string): string {
  const main = /<main[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? ''
  return decodeEntities(main.replace(/<!-- -->/g, ''))
}
/** Visible text of some HTML, whitespace collapsed. */
const textOf = (html: string) => decodeEntities(html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ')
const count = (html: string, re: RegExp) => [...html.matchAll(new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`))].length
/** The HTML of the element with this id (first closing tag of its kind after it; fine for flat panels). */
function elementById(html: string, id: string): string {
  const start = html.indexOf(`id="${id}"`)
  if (start < 0) return ''
  const tag = /<(\w+)[^<]*$/.exec(html.slice(0, start))?.[1] ?? 'div'
  let depth = 0
  const re = new RegExp(`<${tag}[\\s>]|</${tag}>`, 'g')
  re.lastIndex = html.lastIndexOf('<', start)
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[0].startsWith('</') ? -1 : 1
    if (depth === 0) return html.slice(html.lastIndexOf('<', start), m.index + m[0].length)
  }
  return ''
}

async function page(path: string, base = stack.site.url) {
  const res = await get(`${base}${path}`)
  /** The parsed <main>, for what a visitor reads: elements, attributes, text. */
  const dom = () => the(documentOf(res.body), 'main')
  return { ...res, main: mainOf(res.body), title: titleOf(res.body), dom }
}

describe('routes on the demo upstream', () => {
  it('/ shows every section of the home page', async () => {
    const { status, title, main, headers, dom } = await page('/')
    expect(status).toBe(200)
    expect(title).toBe(`${SITE.in('en').name} | ${SITE.in('en').tagline}`)
    expect(headers.get('cache-control')).toContain('s-maxage=10')
    expect(count(main, /<h1[\s>]/)).toBe(1)

    // Banner slideshow: every slide, the first shown, previous/next and dots.
    const slides = count(main, /class="banner__slide[ "]/)
    expect(slides).toBeGreaterThan(1)
    expect(count(main, /class="banner__slide is-active"/)).toBe(1)
    expect(main).toContain('aria-label="Previous slide"')
    expect(main).toContain('aria-label="Next slide"')
    expect(count(main, /class="banner__dot"/)).toBe(slides)

    expect(main).toContain('Latest:')
    expect(main).toMatch(/class="ticker__track"/)

    // Tabs: Recent Notices (default, 7 notices and /all-notice) and Events (2).
    // Radio buttons (src/components/Tabs.tsx): the first is checked.
    const home = dom()
    expect([...home.querySelectorAll('input[type="radio"][name="home"]')].map((r) => [r.id, r.hasAttribute('checked')])).toEqual([
      ['home-radio-notices', true],
      ['home-radio-events', false],
    ])
    const eventsLabel = the(home, 'label[for="home-radio-events"]')
    expect([eventsLabel.id, eventsLabel.textContent]).toEqual(['home-tab-events', 'Events'])
    const notices = elementById(main, 'home-panel-notices')
    expect(count(notices, /href="\/notice\/\d+"/)).toBe(7)
    expect(notices).toContain('href="/all-notice"')
    const events = elementById(main, 'home-panel-events')
    expect(count(events, /class="card h-100 event-card"/)).toBe(2)

    // Admission panel, programme cards, about teaser.
    for (const href of ['/admission-advertisements', '/admission-requirements', '/admission-instruction', '/admission-form', '/admit-card', '/offer-letter']) {
      expect(main).toContain(`href="${href}"`)
    }
    expect(main).toContain(`href="${SITE_FACTS.external.applyOnline}"`)
    for (const programme of ['cse', 'bba', 'gds', 'english', 'htm', 'mba']) expect(main).toContain(`href="/program/${programme}"`)
    expect(main).toContain('href="/about"')

    // News carousel: a strip of every recent news item (the demo's 10 less its malformed record), each card
    // linking /news/{id}.
    const carousel = elementById(main, 'news-carousel-title')
    expect(carousel).toContain('Latest News')
    expect(count(main.slice(main.indexOf('class="news-carousel"')), /class="card h-100 news-card"/)).toBe(RECENT_LIMITS.news - 1)
    expect(main).toMatch(/href="\/news\/\d+"/)

    // Video player with 5 recent videos, the first current (a thumbnail facade until played).
    expect(main).toContain('Recent Videos')
    const videoList = main.slice(main.indexOf('video-list--column'))
    expect(count(videoList, /class="video-list__item[ "]/)).toBe(5)
    const firstVideo = /data-video-id="([^"]+)"/.exec(videoList)?.[1]
    expect(main).toContain(`data-current-video="${firstVideo}"`)
    expect(videoList).toMatch(/class="video-list__item is-current" aria-current="true"/)
    expect(main).toMatch(/aria-label="Play video: [^"]+"/)

    // FAQ: nine questions, all closed.
    expect(main).toContain('Frequently Asked Questions')
    for (const { question } of FAQ.in('en')) expect(main).toContain(question)
    expect(count(main, /class="accordion-item"/)).toBe(9)
  })

  it('/all-news shows the Latest News grid: 50 first, Read More links, search box', async () => {
    const { status, title, main, headers, dom } = await page('/all-news')
    expect(status).toBe(200)
    expect(title).toBe(pageTitle('Latest News', 'en'))
    expect(headers.get('cache-control')).toContain('s-maxage=15')
    const news = dom()
    expect([...news.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Latest News'])
    expect(the(news, 'label[for="news-search"]').textContent).toBe('Search news by date or headline')
    expect(the(news, '#news-search').tagName).toBe('INPUT')
    expect(count(main, />Read More</)).toBe(50)
    expect(count(main, /href="\/news\/\d+"/)).toBe(50)
    expect([...news.querySelectorAll('a[rel="next"]')].map((a) => a.textContent)).toEqual(['Next'])
    // Cards without a picture show the placeholder.
    expect(main).toContain('/images/news-placeholder.svg')
  })

  it('/all-news?q= filters on the server too (search without JavaScript)', async () => {
    const all = await page('/all-news')
    const date = /<time dateTime="(\d{4}-\d{2})-\d{2}"/.exec(all.main)?.[1]
    expect(date).toBeTruthy()
    const { main } = await page(`/all-news?q=${date}`)
    const dates = [...main.matchAll(/<time dateTime="([^"]+)"/g)].map((m) => m[1])
    expect(dates.length).toBeGreaterThan(0)
    for (const d of dates) expect(d).toContain(date)
    const none = await page('/all-news?q=zzzz-no-such-news')
    expect(none.main).toContain('No news found.')
  })

  it('/news/{id} shows headline, date, picture, description with line breaks, and Recent News', async () => {
    const list = await page('/all-news')
    const id = /href="\/news\/(\d+)"/.exec(list.main)![1]!
    const { status, title, main, headers, dom } = await page(`/news/${id}`)
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toContain('s-maxage=60')
    const headline = textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(main)![1]!).trim()
    // The headline and its date (issue 36: recurring headlines told apart).
    expect(title).toMatch(new RegExp(`^${headline.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d{1,2} \\w{3} \\d{4}\\) \\| Hill Tracts University$`))
    const story = dom()
    expect([...story.querySelectorAll('time')].map((t) => t.getAttribute('datetime'))).toContainEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/))
    // The description is one plain-text paragraph whose line breaks are kept (white-space: pre-wrap).
    const paragraphs = [...story.querySelectorAll('p.text-prewrap')]
    expect(paragraphs.some((p) => p.children.length === 0 && p.textContent.includes('\n'))).toBe(true)
    expect(main).toContain('Recent News')
    expect(main).toMatch(new RegExp(`href="/news/${id}" aria-current="page"`))
    expect(count(main, /<li class="list-group-item/)).toBeGreaterThan(1)
  })

  it('/news/{id} shows the placeholder image for news without a picture', async () => {
    const list = await page('/all-news')
    const card = [...list.main.matchAll(/<li class="col">([\s\S]*?)<\/li>/g)].map((m) => m[1]!).find((c) => c.includes('news-placeholder'))
    const id = /href="\/news\/(\d+)"/.exec(card!)![1]
    const { main } = await page(`/news/${id}`)
    expect(main).toContain('src="/images/news-placeholder.svg"')
    const svg = await get(`${stack.site.url}/images/news-placeholder.svg`)
    expect(svg.status).toBe(200)
    expect(svg.headers.get('content-type')).toContain('image/svg+xml')
  })

  it('/news/{id} answers No data found. (404) for an unknown or malformed id', async () => {
    for (const id of ['999999', 'draft']) {
      const { status, title, main } = await page(`/news/${id}`)
      expect(status).toBe(404)
      expect(title).toBe(pageTitle('News', 'en'))
      expect(main).toContain('No data found.')
      expect(main).toContain('Recent News')
    }
  })

  it('/videos shows the gallery: search, first video selected, 50 first', async () => {
    const { status, title, main, headers, dom } = await page('/videos')
    expect(status).toBe(200)
    expect(title).toBe(pageTitle('Video Gallery', 'en'))
    expect(headers.get('cache-control')).toContain('s-maxage=30')
    const videos = dom()
    expect(the(videos, 'label[for="video-search"]').textContent).toBe('Search videos by title')
    expect(the(videos, '#video-search').tagName).toBe('INPUT')
    const grid = main.slice(main.indexOf('video-list--grid'))
    expect(count(grid, /class="video-list__item[ "]/)).toBe(50)
    expect(main).toMatch(/rel="next">Next</)
    const first = /data-video-id="([^"]+)"/.exec(grid)![1]
    expect(main).toContain(`data-current-video="${first}"`)
    expect(grid).toMatch(/^[^]*?class="video-list__item is-current" aria-current="true"/)
    // Thumbnails: the video's own, or derived from its id.
    const thumbnails = [...videos.querySelectorAll('.video-list--grid img')].map((img) => img.getAttribute('src'))
    expect(thumbnails).toHaveLength(50)
    expect(thumbnails).toContainEqual(expect.stringMatching(/^(https:\/\/img\.youtube\.com\/vi\/[^"]+\/hqdefault\.jpg|http:\/\/127\.0\.0\.1:\d+\/[^"]+)$/))
    expect(main).toContain('Loading video...')
  })

  it('/videos?q= filters by title on the server too', async () => {
    const { main } = await page('/videos?q=zzzz-no-such-video')
    expect(main).toContain('No videos found.')
  })

  it('/all-events lists events with name, image and start and end dates', async () => {
    const { status, title, main, headers, dom } = await page('/all-events')
    expect(status).toBe(200)
    expect(title).toBe(pageTitle('Events', 'en'))
    expect(headers.get('cache-control')).toContain('s-maxage=30')
    expect([...dom().querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Events'])
    expect(count(main, /class="card h-100 event-card"/)).toBeGreaterThan(2)
    expect(main).toMatch(/class="card-img-top event-card__image"/)
    expect(main).toMatch(/Starts<\/span> <time dateTime="\d{4}-\d{2}-\d{2}"/)
    expect(main).toMatch(/Ends<\/span> <time dateTime="\d{4}-\d{2}-\d{2}"/)
  })

  it('/academic-calendar shows the title, subtitle, heading and the schedule table', async () => {
    const { status, title, main, headers, dom } = await page('/academic-calendar')
    expect(status).toBe(200)
    expect(title).toBe(pageTitle('Academic Calendar', 'en'))
    expect(headers.get('cache-control')).toContain('s-maxage=600')
    const calendar = dom()
    expect([...calendar.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Academic Calendar'])
    expect(main).toContain('Stay updated with important academic schedules and events')
    expect(main).toContain('Academic Schedule')
    const headers_ = [...main.matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((m) => m[1])
    expect(headers_).toEqual(['SL', 'Title', 'Semester', 'Start Date', 'End Date'])
    const rows = [...main.matchAll(/<tr><td data-label="SL">(\d+)<\/td>/g)].map((m) => Number(m[1]))
    expect(rows.length).toBeGreaterThan(1)
    expect(rows).toEqual(rows.map((_, i) => i + 1))
    // Dates read "20 Jan 2026" in the HTML, the same for every visitor (the cached page), with the ISO date for machines.
    const starts = [...calendar.querySelectorAll('td[data-label="Start Date"]')]
    expect(starts).toHaveLength(rows.length)
    for (const cell of starts) {
      expect(cell.children.length).toBe(1)
      const time = the(cell, 'time')
      expect(time.getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(time.textContent).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/)
    }
  })
})

/** A fresh site (empty cache, so nothing stale) in front of the shared demo upstream in a mode. */
describe.each([
  { mode: 'empty', setting: { empty: true, failureRate: 0 } },
  { mode: 'failing', setting: { empty: false, failureRate: 1 } },
])('routes when the upstream is $mode', ({ mode, setting }) => {
  let site: RunningProcess
  /** Pages whose data failed answer 503 (degraded: the edge keeps its good copy). */
  const answered = mode === 'failing' ? 503 : 200
  beforeAll(async () => {
    await stack.upstream.setMode(setting)
    site = await startSite(stack.upstream)
  })
  afterAll(async () => {
    await site?.stop()
    await stack.upstream.setMode({ empty: false, failureRate: 0 })
  })

  it('/ still answers with every section in its empty state (503 degraded when failing)', async () => {
    const { status, title, main } = await page('/', site.url)
    expect(status).toBe(answered)
    expect(title).toBe(`${SITE.in('en').name} | ${SITE.in('en').tagline}`)
    expect(main).not.toContain('banner__slide')
    expect(main).toContain(SITE.in('en').tagline)
    expect(main).not.toContain('Latest:')
    expect(main).toContain('No notices found.')
    expect(main).toContain('No events found.')
    expect(main).toContain('No news found.')
    expect(main).toContain('No videos found.')
    // The hard-coded content stays.
    expect(main).toContain('href="/program/mba"')
    expect(main).toContain(FAQ.in('en')[0]!.question)
  })

  it('/all-news shows No news found.', async () => {
    const { status, main } = await page('/all-news', site.url)
    expect(status).toBe(answered)
    expect(main).toContain('Latest News')
    expect(main).toContain('No news found.')
  })

  it('/news/{id} shows No data found. (404: the upstream has no such item)', async () => {
    const { status, main } = await page('/news/401', site.url)
    expect(status).toBe(mode === 'failing' ? 503 : 404)
    expect(main).toContain('No data found.')
  })

  it(`/videos shows ${mode === 'empty' ? 'No videos found.' : 'the error message'}`, async () => {
    const { status, main } = await page('/videos', site.url)
    expect(status).toBe(answered)
    if (mode === 'empty') {
      expect(main).toContain('No videos found.')
      expect(main).not.toContain('role="alert"')
    } else {
      const alert = /<(?:p|div) class="alert alert-danger" role="alert">([^<]+)<\/(?:p|div)>/.exec(main)?.[1]
      expect(alert === 'Internal Server Error' || alert === 'Something went wrong').toBe(true)
    }
  })

  it('/all-events shows No events found.', async () => {
    const { status, main } = await page('/all-events', site.url)
    expect(status).toBe(answered)
    expect(main).toContain('No events found.')
  })

  it('/bn and the Bengali lists show their empty states in Bengali, and a failed video list the spec\'s text in Bengali', async () => {
    const home = await page('/bn', site.url)
    expect(home.status).toBe(answered)
    for (const text of ['কোনো নোটিশ পাওয়া যায়নি।', 'কোনো অনুষ্ঠান পাওয়া যায়নি।', 'কোনো সংবাদ পাওয়া যায়নি।', 'কোনো ভিডিও পাওয়া যায়নি।']) expect(home.main).toContain(text)
    for (const [path, text] of [['/bn/all-notice', 'কোনো নোটিশ পাওয়া যায়নি।'], ['/bn/all-news', 'কোনো সংবাদ পাওয়া যায়নি।'], ['/bn/all-events', 'কোনো অনুষ্ঠান পাওয়া যায়নি।']] as const) {
      const { status, main } = await page(path, site.url)
      expect([path, status]).toEqual([path, answered])
      expect(main).toContain(text)
    }
    const videos = await page('/bn/videos', site.url)
    const alert = /<(?:p|div) class="alert alert-danger" role="alert">([^<]+)<\/(?:p|div)>/.exec(videos.main)?.[1]
    if (mode === 'empty') expect(videos.main).toContain('কোনো ভিডিও পাওয়া যায়নি।')
    // The upstream's own message as it came, else the spec's text in Bengali.
    else expect(alert === 'Internal Server Error' || alert === 'দুঃখিত, একটি সমস্যা হয়েছে').toBe(true)
    expect(textOf(videos.main)).not.toMatch(/No videos found|Something went wrong/)
  })

  it('/academic-calendar shows No academic calendar data available', async () => {
    const { status, main, dom } = await page('/academic-calendar', site.url)
    expect(status).toBe(answered)
    expect(main).toContain('Academic Schedule')
    expect(main).toContain('No academic calendar data available')
    expect(dom().querySelector('table')).toBeNull()
  })

  if (mode === 'failing') {
    it('never lets a cache keep a page that could not load its data', async () => {
      const { headers } = await page('/academic-calendar', site.url)
      expect(headers.get('cache-control')).toBe('no-store')
      expect(headers.get('x-degraded')).toBe('1')
    })
  }
})
