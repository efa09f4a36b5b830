// What a phone sees of issue 14's speed work, in Debian's Chromium against the built site: nothing on a notice
// page moves once shown (an image, a PDF or a download attachment, whose size the browser measures after
// load), and PDFs are shown in the page only where the browser can (src/components/pdf-embed/PdfEmbed.tsx).
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { DESKTOP, MOTO_G_POWER, openPage, PHONE, waitForHydration } from '../support/browser'
import { noticeWith as noticeOn } from '../support/notices'
import { siteInBrowser } from '../support/site-in-browser'

const live = siteInBrowser()
const noticeWith = (kind: 'img' | 'pdf' | 'download') => noticeOn(live.site, kind)

/** Records every layout shift from the start of the page (the Layout Instability API). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = []
    ;(window as unknown as { __shifts: typeof shifts }).__shifts = shifts
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Element }[] }[]) {
        shifts.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => s.node?.outerHTML.slice(0, 120) ?? '?') })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

const shiftsOf = (page: Page) => page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts)

/** Waits for two frames: what hydration changed has been laid out. */
const twoFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

describe('notice pages on a phone', () => {
  // On Lighthouse's phone, where the notice's download line used to rewrap.
  for (const kind of ['img', 'pdf', 'download'] as const) {
    it(`nothing moves on a notice with ${{ img: 'an image', pdf: 'a PDF', download: 'a download' }[kind]} attachment`, async () => {
      const path = await noticeWith(kind)
      await using opened = await openPage(live.browser, MOTO_G_POWER)
      const { page, errors } = opened
      await recordShifts(page)
      // The demo's files are on the site's own path: the browser measures the download's size with HEAD. Its answer
      // is held until the page has been shown and hydrated, as on a slow phone network.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(/\/files\//, async (route) => {
        if (route.request().method() === 'HEAD') await held
        await route.continue()
      })
      await page.goto(`${live.site}${path}`, { waitUntil: 'load' })
      await waitForHydration(page)
      await twoFrames(page)
      release()
      if (kind === 'download') await page.waitForFunction(() => /\d/.test(document.querySelector('.attachment-download__details')?.textContent ?? ''))
      const shifts = await shiftsOf(page)
      expect(shifts, path).toEqual([])
      expect(errors).toEqual([])
    })
  }
})

describe('PDFs in the page', () => {
  /** Requests for PDFs made by `page`. */
  function pdfRequests(page: Page): string[] {
    const urls: string[] = []
    page.on('request', (request) => {
      if (/\.pdf(?:$|\?)/.test(request.url())) urls.push(request.url())
    })
    return urls
  }

  it('a phone gets a link that opens the PDF, and never loads it in the page', async () => {
    const path = await noticeWith('pdf')
    await using opened = await openPage(live.browser, MOTO_G_POWER)
    const { page, errors } = opened
    const requested = pdfRequests(page)
    await page.goto(`${live.site}${path}`, { waitUntil: 'networkidle' })
    await waitForHydration(page)
    await twoFrames(page)
    expect(await page.locator('iframe').count()).toBe(0)
    const open = page.locator('article .pdf-embed a')
    expect(await open.textContent()).toBe('Open the PDF')
    expect(await open.getAttribute('href')).toMatch(/\.pdf$/)
    expect(await open.isVisible()).toBe(true)
    expect(requested).toEqual([])
    expect(errors).toEqual([])
  })

  it('a desktop shows the PDF in the page once hydrated, in a box kept for it from the start', async () => {
    const path = await noticeWith('pdf')
    await using opened = await openPage(live.browser, DESKTOP)
    const { page, errors } = opened
    await recordShifts(page)
    await page.goto(`${live.site}${path}`, { waitUntil: 'load' })
    await waitForHydration(page)
    const frame = page.locator('article iframe.pdf-embed__frame')
    await expect.poll(() => frame.count()).toBe(1)
    expect(await frame.getAttribute('src')).toBe(await page.locator('article .pdf-embed a').getAttribute('href'))
    expect(await frame.getAttribute('title')).toBe(await page.locator('article h1, main h1').first().textContent())
    await twoFrames(page)
    expect(await shiftsOf(page)).toEqual([])
    expect(errors).toEqual([])
  })

  it('without JavaScript the PDF is a link, in the box kept for the viewer', async () => {
    const path = await noticeWith('pdf')
    await using opened = await openPage(live.browser, DESKTOP, { javaScriptEnabled: false })
    const { page } = opened
    const requested = pdfRequests(page)
    await page.goto(`${live.site}${path}`, { waitUntil: 'networkidle' })
    expect(await page.locator('iframe').count()).toBe(0)
    expect(await page.locator('article .pdf-embed a').isVisible()).toBe(true)
    expect((await page.locator('article .pdf-embed').boundingBox())!.height).toBeGreaterThanOrEqual(0.8 * DESKTOP.height)
    expect(requested).toEqual([])
  })

  it('/admission-advertisements loads the PDF of the tab shown, and the other one when it is chosen', async () => {
    await using opened = await openPage(live.browser, DESKTOP)
    const { page, errors } = opened
    const requested = pdfRequests(page)
    await page.goto(`${live.site}/admission-advertisements`, { waitUntil: 'load' })
    await waitForHydration(page)
    // Both panels hold their viewer; the hidden tab's (loading="lazy") is not fetched until its tab is chosen.
    const shown = page.locator('iframe.pdf-embed__frame:visible')
    await expect.poll(() => shown.count()).toBe(1)
    const bachelor = await shown.getAttribute('src')
    await expect.poll(() => new Set(requested.map((url) => new URL(url).pathname)).size).toBe(1)
    await page.locator('.advert-tabs label', { hasText: 'Master Program' }).click()
    await expect.poll(async () => (await shown.count()) === 1 && (await shown.getAttribute('src')) !== bachelor).toBe(true)
    await expect.poll(() => new Set(requested.map((url) => new URL(url).pathname)).size).toBe(2)
    expect(errors).toEqual([])
  })
})

describe('home, rendered on the server only', () => {
  it('renders every section in full on the server and its controls work once the script has run', async () => {
    const html = await (await fetch(`${live.site}/`)).text()
    // No Suspense boundary left to the client (<!--$!-->), and neither React nor Vike's runtime: the one small script.
    expect(html).not.toContain('<!--$!-->')
    expect(html).toMatch(/<script src="\/sw-register\.js" data-site-scripts="\/assets\/scripts\/site\.[\w-]+\.js[^"]*" async><\/script>/)
    expect(html).not.toMatch(/<script[^>]+type="module"/)
    for (const text of ['Latest News', 'Recent Videos', 'Frequently Asked Questions', 'site-footer', 'site-nav']) expect(html).toContain(text)

    await using opened = await openPage(live.browser, PHONE)
    const { page, errors } = opened
    await page.goto(`${live.site}/`)
    await waitForHydration(page)
    // A section's control works: the FAQ opens an answer.
    const question = page.locator('section[aria-labelledby="home-faq-title"] details').nth(1)
    await question.locator('summary').click()
    await expect.poll(() => question.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true)
    // A link loads the next page in full, frame included.
    await page.evaluate(() => (window as unknown as { scrollTo: (x: number, y: number) => void }).scrollTo(0, 0))
    await page.locator('a[href="/admission-instruction"]').first().dispatchEvent('click')
    await page.waitForURL(/\/admission-instruction$/)
    await expect.poll(() => page.locator('main h1').first().textContent()).toBeTruthy()
    await expect.poll(() => page.locator('footer.site-footer').count()).toBe(1)
    expect(errors).toEqual([])
  })
})
