// Issue 37 items 3 and 4: what scanners ask for (a development server's paths, Vike's client-router data) is a plain
// 404 without a stack in the log, and a page has one spelling: percent-encoded letters and digits redirect to it for
// good, white space and control characters in a path are a 404; neither costs a render. Needs `npm run build`.
import { describe, expect, it } from 'vitest'
import { notAPage, pathSpelling, withoutTrailingSpace } from '../../server/pages'
import { appForFile } from '../support/app-for-file'
import { flood } from '../support/http'

const stack = appForFile()

/** The answer to `path` as sent (fetch keeps its escapes), redirects not followed. */
async function answer(path: string) {
  const res = await fetch(`${stack.site.url}${path}`, { redirect: 'manual' })
  return { status: res.status, location: res.headers.get('location'), cacheControl: res.headers.get('cache-control'), body: await res.text() }
}

const renders = async () => Number(/^page_renders_total (\d+)/m.exec(await (await fetch(`${stack.site.url}/metrics`)).text())?.[1] ?? NaN)
const serverErrors = async () =>
  [...(await (await fetch(`${stack.site.url}/metrics`)).text()).matchAll(/^http_request_duration_seconds_count\{[^}]*status="5\d\d"[^}]*\} (\d+)/gm)].reduce((n, m) => n + Number(m[1]), 0)

describe('the rules', () => {
  it('spells a path one way: unreserved escapes decoded, others in upper case', () => {
    expect(pathSpelling('/%61bout')).toBe('/about')
    expect(pathSpelling('/notice/%31197')).toBe('/notice/1197')
    expect(pathSpelling('/bn/%61%62out')).toBe('/bn/about')
    expect(pathSpelling('/a%2fb')).toBe('/a%2Fb')
    expect(pathSpelling('/about')).toBe('/about')
  })

  it('drops white space at the end of a path, raw or escaped', () => {
    expect(withoutTrailingSpace('/bn/about%20%20')).toBe('/bn/about')
    expect(withoutTrailingSpace('/about%0a%0D%09')).toBe('/about')
    expect(withoutTrailingSpace('/about%c2%a0')).toBe('/about')
    expect(withoutTrailingSpace('/ab%20out')).toBe('/ab%20out')
  })

  it('knows what is no page', () => {
    for (const path of ['/@vite/client', '/@fs/etc/passwd', '/__vite_ping', '/about/index%2EpageContext.json', '/index.pageContext.json', '/bn/@vite/client', '/node_modules/.vite/deps/react.js'])
      expect(notAPage(path), path).toBe('tooling')
    for (const path of ['/bn/about%20%20', '/about%09', '/about%0a', '/about%c2%a0', '/about%00', '/ab%e2%80%8bout']) expect(notAPage(path), path).toBe('spacing')
    for (const path of ['/about', '/notice/1197', '/bn/program/cse', '/%zz']) expect(notAPage(path), path).toBeNull()
  })
})

describe('scanners get a 404, not a 500', () => {
  it.each(['/@vite/client', '/@fs/etc/passwd', '/__vite_ping', '/about/index%2EpageContext.json', '/index.pageContext.json', '/bn/@vite/client', '/@id/x', '/@react-refresh'])(
    '%s: 404, plain, no stack in the log',
    async (path) => {
      const before = stack.site.output().length
      const res = await answer(path)
      expect(res.status).toBe(404)
      expect(res.cacheControl).toBe('no-store')
      expect(res.body).toBe(path.startsWith('/bn/') ? 'পাতাটি পাওয়া যায়নি' : 'Not Found')
      expect(stack.site.output().slice(before)).not.toMatch(/"level":50|"stack"/)
    },
  )

  it('2,000 of them: no 5xx, no render, nothing logged as an error', async () => {
    const [rendersBefore, errorsBefore, logBefore] = [await renders(), await serverErrors(), stack.site.output().length]
    const paths = ['/@vite/client', '/@fs/x', '/__vite_ping', '/x/index%2EpageContext.json']
    const result = await flood(stack.site.url, 2000, (i) => ({ path: `${paths[i % paths.length]}?n=${i}` }), { concurrency: 16, maxMs: 60_000 })
    expect(result.answered).toBe(2000)
    expect(Object.fromEntries(result.statuses)).toEqual({ 404: 2000 })
    expect(await renders()).toBe(rendersBefore)
    expect(await serverErrors()).toBe(errorsBefore)
    expect(stack.site.output().slice(logBefore)).not.toMatch(/"level":50/)
  })
})

describe('one spelling per page', () => {
  it.each([
    ['/%61bout', '/about'],
    ['/bn/%61bout', '/bn/about'],
    ['/notice/%31197', '/notice/1197'],
    ['/bn/notice/%31197', '/bn/notice/1197'],
    ['/all-notice%2Dx', '/all-notice-x'],
    ['/%61bout?utm_source=x', '/about?utm_source=x'],
    // A link pasted with a space or a line break after it.
    ['/bn/about%20%20', '/bn/about'],
    ['/about%09', '/about'],
    ['/about%0a', '/about'],
    ['/about%C2%A0', '/about'],
    ['/bn/about%c2%a0', '/bn/about'],
    ['/notice/1197%20', '/notice/1197'],
  ])('%s: a permanent redirect to %s', async (path, location) => {
    const res = await answer(path)
    expect(res.status).toBe(301)
    expect(res.location).toBe(location)
    expect(res.cacheControl).toBe('no-store')
  })

  it.each(['/ab%20out', '/bn/ab%09out', '/about%0ax', '/notice/1%27%20OR%201=1', '/bn/ab%c2%a0out'])('%s: 404 in the path’s language', async (path) => {
    const res = await answer(path)
    expect(res.status).toBe(404)
    expect(res.body).toBe(path.startsWith('/bn/') ? 'পাতাটি পাওয়া যায়নি' : 'Not Found')
  })

  it('50 spellings of a page cost at most one render', async () => {
    await answer('/about')
    const before = await renders()
    const spellings = Array.from({ length: 50 }, (_, i) => ['/%61bout', '/a%62out', '/ab%6Fut', '/abo%75t', '/about%20', '/about%09', '/about%C2%A0'][i % 7]! + (i >= 7 ? `?v=${i}` : ''))
    for (const path of spellings) expect([301, 404], path).toContain((await answer(path)).status)
    expect((await renders()) - before).toBeLessThanOrEqual(1)
  })
})
