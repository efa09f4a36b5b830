// The small shared components speak the page's language (pageContext.locale): the pager, the breadcrumb
// trail's label and dates: English without a locale or with en; Bengali with Bengali words and digits, and
// <time datetime> keeps the ISO date.
import { renderToStaticMarkup } from 'react-dom/server'
import type { ReactElement } from 'react'
import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { Breadcrumbs } from '../../src/components/Breadcrumbs'
import { DateText } from '../../src/components/DateText'
import { ListPager } from '../../src/components/ListPager'
import { PageContextProvider } from '../../src/hooks/usePageContext'
import { documentOf, the } from '../support/dom'

const render = (element: ReactElement, locale?: 'en' | 'bn', urlPathname = '/all-notice') =>
  renderToStaticMarkup(
    <PageContextProvider pageContext={{ urlPathname, locale, siteOrigin: 'http://localhost', canonicalUrl: '' } as unknown as PageContext}>{element}</PageContextProvider>,
  )

/** The pager's links in order: text, href, and rel (prev/next) or the label a number link is read by. */
const pagerLinks = (nav: ReturnType<typeof the>) => [...nav.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('rel') ?? a.getAttribute('aria-label')])

const pager = <ListPager path="/all-notice" filters={{}} page={2} pageCount={3} label="Notices" />

describe('ListPager', () => {
  it('is in English with no locale, as with en: its links, labels and the current page', () => {
    const html = render(pager)
    expect(render(pager, 'en')).toBe(html)
    const document = documentOf(html)
    const link = (rel: string) => document.querySelector(`link[rel="${rel}"]`)?.getAttribute('href')
    expect([link('prev'), link('next')]).toEqual(['/all-notice', '/all-notice?page=3'])
    const nav = document.querySelector('nav')!
    expect(nav.getAttribute('aria-label')).toBe('Notices: pages')
    expect(nav.querySelector('p')?.textContent).toBe('Page 2 of 3')
    const links = pagerLinks(nav)
    expect(links).toEqual([
      ['Previous', '/all-notice', 'prev'],
      ['1', '/all-notice', 'Page 1'],
      ['3', '/all-notice?page=3', 'Page 3'],
      ['Next', '/all-notice?page=3', 'next'],
    ])
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('2')
  })

  it('is in Bengali on a Bengali page, with Bengali digits, its links to the Bengali pages', () => {
    const html = render(<ListPager path="/all-notice" filters={{}} page={2} pageCount={3} label="নোটিশ" />, 'bn')
    const nav = the(documentOf(html), 'nav')
    expect(nav.getAttribute('aria-label')).toBe('নোটিশ: পাতাসমূহ')
    expect(nav.querySelector('p')?.textContent).toBe('পাতা ২ / ৩')
    const links = pagerLinks(nav)
    expect(links).toEqual([
      ['আগের', '/bn/all-notice', 'prev'],
      ['১', '/bn/all-notice', 'পাতা ১'],
      ['৩', '/bn/all-notice?page=3', 'পাতা ৩'],
      ['পরের', '/bn/all-notice?page=3', 'next'],
    ])
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe('২')
    // No English word or Latin digit in what is read out: the text and the labels.
    const spoken = [nav.textContent, ...[...nav.querySelectorAll('[aria-label]')].map((el) => el.getAttribute('aria-label'))].join(' ')
    expect(spoken).not.toMatch(/Previous|Next|Page|[0-9]/)
  })
})

describe('Breadcrumbs', () => {
  it('labels the trail in the page language', () => {
    const label = (html: string) => the(documentOf(html), 'nav').getAttribute('aria-label')
    expect(label(render(<Breadcrumbs current="Fees" />, undefined, '/fees'))).toBe('Breadcrumb')
    expect(label(render(<Breadcrumbs current="ফি" />, 'bn', '/fees'))).toBe('অবস্থান')
  })
})

describe('DateText', () => {
  it('shows the date in the page language and keeps the ISO value', () => {
    // Each renders one element: its tag, its datetime (none on a text that is not a date) and its text.
    const shown = (html: string) => {
      const body = documentOf(html).body
      expect(body.children).toHaveLength(1)
      const el = body.children[0]!
      return [el.tagName.toLowerCase(), el.getAttribute('datetime'), el.textContent]
    }
    expect(shown(render(<DateText date="2026-01-20 10:30:00" />))).toEqual(['time', '2026-01-20', '20 Jan 2026'])
    expect(shown(render(<DateText date="2026-01-20 10:30:00" />, 'bn'))).toEqual(['time', '2026-01-20', '২০ জানুয়ারি ২০২৬'])
    expect(shown(render(<DateText date="To be announced" />, 'bn'))).toEqual(['span', null, 'To be announced'])
  })
})
