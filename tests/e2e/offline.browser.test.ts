// Offline reading (issue 25): the service worker (src/offline/worker.ts) in Debian's Chromium against
// the production server, the connection then cut with context.setOffline(true). Each test has its own
// browser context, so its own worker and caches. Needs `npm run build`.
import { cpSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { ALL_AXE_TAGS, axeViolations, openPage, PHONE } from '../support/browser'
import { freePort } from '../support/edge-harness'
import { DIST, startDemoUpstream, startNode, startSite, startStack, upstreamEnvironment } from '../support/processes'
import { siteInBrowser } from '../support/site-in-browser'

const live = siteInBrowser()

/**
 * Opens `path` and waits until the worker is installed (the essential pages saved) and active: the next page the
 * visitor opens comes through it (this one is not controlled: the worker does not claim it).
 */
async function openWithWorker(site: string, path = '/about') {
  const opened = await openPage(live.browser, PHONE, { serviceWorkers: 'allow' })
  opened.page.setDefaultTimeout(20_000)
  await opened.page.goto(`${site}${path}`)
  await opened.page.evaluate(async () => {
    const worker = (await navigator.serviceWorker.ready).active!
    if (worker.state !== 'activated') await new Promise((resolve) => worker.addEventListener('statechange', resolve))
  })
  return opened
}

/** Waits until the worker has saved `path`. */
async function waitUntilSaved(page: Page, path: string) {
  await page.waitForFunction(async (p) => Boolean(await (await caches.open('pages')).match(p, { ignoreVary: true })), path, { polling: 100 })
}

/** Every URL in every cache of the page's origin. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = []
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url)
    return urls
  })
}

/** The "Saved copy from …" texts for now and the minute before, in Bangladesh time. */
function savedNotes(): string[] {
  const format = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dhaka', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  return [Date.now(), Date.now() - 60_000, Date.now() - 120_000].map((t) => `Saved copy from ${format.format(t)}`)
}

/** Whether the site's stylesheet applies: Bootstrap's reboot takes the body's 8 px margin away. */
const styled = (page: Page) => page.evaluate(() => getComputedStyle(document.body).margin === '0px' && document.styleSheets.length > 0)

describe('offline reading', () => {
  it('a page the visitor opened opens offline as a reading copy, with when it was saved', async () => {
    await using opened = await openWithWorker(live.site)
    const { page, context } = opened
    await page.goto(`${live.site}/mission-vision`)
    await waitUntilSaved(page, '/mission-vision')
    await waitUntilSaved(page, '/about')
    await context.setOffline(true)
    for (const [path, title] of [['/mission-vision', 'Mission and Vision'], ['/about', 'About Us']] as const) {
      await page.goto(`${live.site}${path}`)
      expect(await page.locator('main h1').first().textContent()).toContain(title)
      const note = await page.locator('.saved-copy').textContent()
      expect(savedNotes()).toContain(note)
      expect(await styled(page)).toBe(true)
      // Without its scripts: nothing hydrates against chunks the device may not have kept.
      expect(await page.locator('script:not([type="application/ld+json"]), link[rel=modulepreload]').count()).toBe(0)
      expect(await page.title()).toMatch(new RegExp(title))
      expect(await axeViolations(page), path).toEqual([])
    }
  })

  it("a saved page's controls work offline: the advertisements' Master Program tab", async () => {
    await using opened = await openWithWorker(live.site)
    const { page, context } = opened
    await waitUntilSaved(page, '/admission-advertisements')
    await context.setOffline(true)
    await page.goto(`${live.site}/admission-advertisements`)
    expect(await page.locator('.saved-copy').count()).toBe(1)
    const master = page.locator('.advert-tabs label', { hasText: 'Master Program' })
    const panel = page.locator(`#${await master.getAttribute('for').then((id) => id!.replace('-radio-', '-panel-'))}`)
    expect(await panel.isVisible()).toBe(false)
    const box = (await master.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 })
    await page.mouse.down()
    await page.mouse.up()
    expect(await panel.isVisible()).toBe(true)
  })

  it('a Bengali visitor reads offline in Bengali: the note, the offline page, the saved essentials', async () => {
    await using opened = await openWithWorker(live.site, '/bn/about')
    const { page, context } = opened
    for (const path of ['/bn/about', '/bn/fees', '/bn/admission-instruction', '/bn/all-notice']) await waitUntilSaved(page, path)
    await context.setOffline(true)
    await page.goto(`${live.site}/bn/fees`)
    const note = (await page.locator('.saved-copy').textContent())!
    expect(note).toMatch(/^সংরক্ষিত কপি, [০-৯]/)
    expect(note).not.toMatch(/[0-9]/)
    // The site's date and its one time-of-day rule: "২৮ নভেম্বর ২০২৬, দুপুর ২:৩০", not "২৮ নভে, ২০২৬, ১৪:৩০".
    expect(note).toMatch(/^সংরক্ষিত কপি, [০-৯]+ [\u0980-\u09FF]+ [০-৯]{4}, (রাত|ভোর|সকাল|দুপুর|বিকাল|সন্ধ্যা) [০-৯]+(টা|:[০-৯]{2})/)
    await page.goto(`${live.site}/bn/alumni`)
    expect(await page.locator('html').getAttribute('lang')).toBe('bn')
    expect(await page.locator('h1').textContent()).toBe('আপনি অফলাইনে আছেন')
    const links = await page.locator('ul.saved-pages a').evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.textContent]))
    expect(links).toContainEqual(['/bn/fees', 'টিউশন ফি ও খরচ'])
    expect(await axeViolations(page, { tags: ALL_AXE_TAGS })).toEqual([])
  })

  it('a page never opened shows the offline page, listing the saved pages with their titles', async () => {
    await using opened = await openWithWorker(live.site)
    const { page, context } = opened
    await page.goto(`${live.site}/mission-vision`)
    await waitUntilSaved(page, '/mission-vision')
    await context.setOffline(true)
    await page.goto(`${live.site}/alumni`)
    expect(await page.locator('h1').textContent()).toBe('You are offline')
    const links = await page.locator('ul.saved-pages a').evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.textContent]))
    expect(links).toContainEqual(['/mission-vision', 'Mission and Vision'])
    expect(links).toContainEqual(['/fees', 'Fees'])
    expect(links.map(([href]) => href)).not.toContain('/alumni')
    expect(await axeViolations(page, { tags: ALL_AXE_TAGS })).toEqual([])
    // A saved page opens from the list.
    await page.locator('ul.saved-pages a[href="/fees"]').click()
    await expect.poll(() => page.locator('.saved-copy').count()).toBe(1)
  })

  it('keeps one copy per page whatever tracking tags its links carry, and saves no search (issue 37 item 5)', async () => {
    await using opened = await openWithWorker(live.site)
    const { page, context } = opened
    for (const tags of ['utm_source=fb&utm_medium=social', 'fbclid=abc', 'gclid=x&utm_campaign=result']) await page.goto(`${live.site}/notice/1194?${tags}`)
    await waitUntilSaved(page, '/notice/1194')
    await page.goto(`${live.site}/search?q=scholarship`)
    await page.goto(`${live.site}/all-notice?title=scholarship`)
    await page.goto(`${live.site}/mission-vision`)
    await waitUntilSaved(page, '/mission-vision')
    const urls = (await cachedUrls(page)).map((u) => new URL(u)).filter((u) => !u.pathname.startsWith('/assets/') && !u.pathname.startsWith('/img/'))
    expect(urls.filter((u) => u.pathname === '/notice/1194').map((u) => u.search)).toEqual([''])
    expect(urls.filter((u) => /[?&](utm_|fbclid|gclid|q=|title=)/.test(u.search))).toEqual([])
    // Offline, the search is not there, and the offline page names no term anyone typed.
    await context.setOffline(true)
    await page.goto(`${live.site}/search?q=scholarship`)
    expect(await page.locator('h1').textContent()).toBe('You are offline')
    expect(await page.content()).not.toContain('scholarship')
  })

  it('the saved-copy note stays in view when a reload restores the scroll (issue 36)', async () => {
    await using opened = await openWithWorker(live.site)
    const { page, context } = opened
    await page.goto(`${live.site}/notice/1197`)
    await waitUntilSaved(page, '/notice/1197')
    await context.setOffline(true)
    await page.reload()
    await page.locator('.saved-copy').waitFor()
    for (const y of [35, 400]) {
      await page.evaluate((top) => scrollTo(0, top), y)
      await page.reload()
      await page.locator('.saved-copy').waitFor()
      const inView = await page.locator('.saved-copy').evaluate((note) => {
        const box = note.getBoundingClientRect()
        return box.top >= 0 && box.bottom <= innerHeight && box.height > 0
      })
      expect({ y, inView }).toEqual({ y, inView: true })
    }
  })

  it('keeps at most 60 pages, the oldest going first', async () => {
    await using opened = await openWithWorker(live.site)
    const { page } = opened
    const listed = async (path: string) => [...(await (await fetch(`${live.site}${path}`)).text()).matchAll(/href="(\/notice\/\d+)"/g)].map((m) => m[1]!)
    const notices = [...new Set([...(await listed('/all-notice')), ...(await listed('/all-notice?page=2'))])].slice(0, 70)
    expect(notices.length).toBe(70)
    for (const path of notices) await page.goto(`${live.site}${path}`)
    await waitUntilSaved(page, notices.at(-1)!)
    const saved = async () => (await cachedUrls(page)).filter((u) => !/\/(assets|img)\//.test(u)).map((u) => new URL(u).pathname)
    await expect.poll(async () => (await saved()).length, { timeout: 20_000 }).toBe(60)
    const kept = await saved()
    expect(kept).toContain(notices.at(-1))
    expect(kept).not.toContain(notices[0])
    console.log(`pages cache: ${kept.length} of 60 slots after ${notices.length} notices and the essential pages`)
  }, 120_000)

  it('the fees, the circular, the admission pages and the newest notices open offline without having been opened', async () => {
    await using opened = await openWithWorker(live.site)
    const { page, context } = opened
    const newest = await (await fetch(`${live.site}/all-notice`)).text().then((html) => /href="(\/notice\/\d+)"/.exec(html)![1]!)
    for (const path of ['/fees', '/admission-instruction', '/admission-requirements', '/all-notice', newest]) await waitUntilSaved(page, path)
    await context.setOffline(true)
    for (const path of ['/fees', '/admission-instruction', '/all-notice', newest]) {
      await page.goto(`${live.site}${path}`)
      expect(await page.locator('.saved-copy').count(), path).toBe(1)
      expect(await page.locator('main h1').count(), path).toBeGreaterThan(0)
      expect(await styled(page), path).toBe(true)
    }
    expect(await page.title()).toMatch(/Notice|Hill Tracts University/)
  })

  it('form posts, /api/ answers, document downloads and stand-in stylesheets never land in a cache', async () => {
    await using opened = await openWithWorker(live.site)
    const { page } = opened
    await page.goto(`${live.site}/contact`)
    await waitUntilSaved(page, '/contact')
    await page.evaluate(async () => {
      await fetch('/api/contact', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'A', email: 'a@example.com', message: 'Hello there, a question.' }) })
      await fetch('/api/does-not-exist')
    })
    // A plain (no-JS) post of the document form: the browser navigates to its answer.
    await page.goto(`${live.site}/admission-form`)
    await waitUntilSaved(page, '/admission-form')
    await Promise.all([
      page.waitForNavigation(),
      page.evaluate(() => (document.querySelector('form[action^="/api/admission-documents"]') as HTMLFormElement).submit()),
    ])
    // The post's outcome page (the poster's own, shown once; no-store) does not replace the saved page.
    const outcome = (await page.locator('main [role="alert"]').first().textContent())?.trim()
    expect(outcome).toBeTruthy()
    const saved = await page.evaluate(async () => (await (await caches.open('pages')).match('/admission-form', { ignoreVary: true }))!.text())
    expect(saved).not.toContain(outcome)
    // A notice's PDF attachment (the demo's file host is this server's /files).
    await page.evaluate(async () => void (await fetch('/files/notice.pdf').catch(() => null)))
    // A stylesheet of an earlier build, which the server stands in for with this build's (X-Asset-Fallback).
    const standIn = await page.evaluate(async () => (await fetch('/assets/static/shared.zzzzzzzz.css')).headers.get('x-asset-fallback'))
    expect(standIn).toBe('1')
    const urls = await cachedUrls(page)
    expect(urls.length).toBeGreaterThan(5)
    expect(urls.filter((url) => /\/api\/|\.pdf$|\/files\/|zzzzzzzz/.test(new URL(url).pathname))).toEqual([])
  })

  it('a degraded page (503) is not saved, and a 404 is not either', async () => {
    await using stack = await startStack({ FAILURE_BACKOFF_MS: '0' })
    await using opened = await openWithWorker(stack.site.url)
    const { page } = opened
    await stack.upstream.setMode({ failureRate: 1 })
    const degraded = await page.goto(`${stack.site.url}/career`)
    expect(degraded?.status()).toBe(503)
    await stack.upstream.setMode({ failureRate: 0 })
    const missing = await page.goto(`${stack.site.url}/notice/99999999`)
    expect(missing?.status()).toBe(404)
    await page.goto(`${stack.site.url}/mission-vision`)
    await waitUntilSaved(page, '/mission-vision')
    const paths = (await cachedUrls(page)).map((url) => new URL(url).pathname)
    expect(paths).not.toContain('/career')
    expect(paths).not.toContain('/notice/99999999')
  })
})

/** Build output copied to dist/<name> with every stylesheet's hash changed, as a rebuild with other CSS makes. */
function nextDeployment(name: string): string {
  const dir = join(DIST, name)
  rmSync(dir, { recursive: true, force: true })
  for (const part of ['app', 'server', 'client']) cpSync(join(DIST, part), join(dir, part), { recursive: true })
  const styles = join(dir, 'client', 'assets', 'static')
  const renames = new Map<string, string>()
  for (const file of readdirSync(styles)) {
    const hash = /\.([\w-]{8})\.css$/.exec(file)?.[1]
    if (hash) renames.set(hash, `n${hash.slice(1).split('').reverse().join('')}`)
  }
  const walk = (path: string): void => {
    if (statSync(path).isDirectory()) return readdirSync(path).forEach((entry) => walk(join(path, entry)))
    let target = path
    for (const [from, to] of renames) target = target.replace(`.${from}.css`, `.${to}.css`)
    if (target !== path) renameSync(path, target)
    if (/\.(m?js|json|html)$/.test(target)) {
      const text = readFileSync(target, 'utf8')
      let changed = text
      for (const [from, to] of renames) changed = changed.replaceAll(`.${from}.css`, `.${to}.css`)
      if (changed !== text) writeFileSync(target, changed)
    }
  }
  walk(dir)
  return dir
}

describe('a new deployment', () => {
  const nextDir = join(DIST, 'next-deployment')
  afterAll(() => rmSync(nextDir, { recursive: true, force: true }))

  it('keeps old saved pages styled offline and gives new pages only their own assets', async () => {
    nextDeployment('next-deployment')
    await using upstream = await startDemoUpstream()
    const port = String(await freePort())
    const first = await startSite(upstream, { PORT: port })
    const site = first.url
    await using opened = await openWithWorker(site, '/mission-vision')
    const { page, context } = opened
    await waitUntilSaved(page, '/mission-vision')
    const oldSheets = await page.locator('link[rel=stylesheet]').evaluateAll((ls) => ls.map((l) => l.getAttribute('href')))
    await first.stop()
    await using second = await startNode(join(nextDir, 'app', 'server.js'), { ...upstreamEnvironment(upstream.url), PORT: port })
    expect(second.url).toBe(site)
    // Online, the new deployment's page with its new stylesheet.
    await page.goto(`${site}/legal`)
    const newSheets = await page.locator('link[rel=stylesheet]').evaluateAll((ls) => ls.map((l) => l.getAttribute('href')))
    expect(newSheets.filter((href) => oldSheets.includes(href))).toEqual([])
    expect(await styled(page)).toBe(true)
    expect(await page.locator('link[rel=stylesheet]').evaluateAll((ls) => ls.every((l) => (l as HTMLLinkElement).sheet !== null))).toBe(true)
    await waitUntilSaved(page, '/legal')
    // Offline, the page saved before the deployment, with its own stylesheet from the cache.
    await context.setOffline(true)
    await page.goto(`${site}/mission-vision`)
    expect(await page.locator('.saved-copy').count()).toBe(1)
    expect(await page.locator('link[rel=stylesheet]').evaluateAll((ls) => ls.map((l) => l.getAttribute('href')))).toEqual(oldSheets)
    expect(await styled(page)).toBe(true)
    await page.goto(`${site}/legal`)
    expect(await styled(page)).toBe(true)
  })
})
