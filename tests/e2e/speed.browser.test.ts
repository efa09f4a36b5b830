// What a phone sees of issue 14's speed work, in Debian's Chromium against the built site: nothing on a notice
// page moves once shown (an image, a PDF or a download attachment, whose size the browser measures after
// load), and deferred hydration (src/components/DeferredHydration.tsx) keeps the page complete and working.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { openPage, PHONE, waitForHydration } from '../support/browser'
import { siteInBrowser } from '../support/site-in-browser'

const live = siteInBrowser()

/** Lighthouse's mobile screen (a Moto G Power), where the notice's download line used to rewrap. */
const LIGHTHOUSE_PHONE = { width: 412, height: 823 }

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

/** The first notice on /all-notice whose page shows this kind of attachment. */
async function noticeWith(kind: 'img' | 'iframe' | 'download'): Promise<string> {
  const listing = await (await fetch(`${live.site}/all-notice`)).text()
  const ids = [...new Set([...listing.matchAll(/href="\/notice\/(\d+)"/g)].map((m) => m[1]!))]
  for (const id of ids) {
    const html = await (await fetch(`${live.site}/notice/${id}`)).text()
    const article = /<article>[\s\S]*?<\/article>/.exec(html)?.[0] ?? ''
    if (kind === 'download' ? article.includes('attachment-download') : article.includes(`<${kind} `)) return `/notice/${id}`
  }
  throw new Error(`no notice with a ${kind} attachment`)
}

describe('notice pages on a phone', () => {
  for (const kind of ['img', 'iframe', 'download'] as const) {
    it(`nothing moves on a notice with ${kind === 'img' ? 'an image' : kind === 'iframe' ? 'a PDF' : 'a download'} attachment`, async () => {
      const path = await noticeWith(kind)
      await using opened = await openPage(live.browser, LIGHTHOUSE_PHONE)
      const { page, errors } = opened
      await recordShifts(page)
      // The demo's files are on the site's own path: the browser measures the download's size with HEAD. Its answer
      // is held until the page has been shown and hydrated, as on a slow phone network.
      let release = () => {}
      const held = new Promise<void>((resolve) => (release = resolve))
      await page.route(/\/demo-files\//, async (route) => {
        if (route.request().method() === 'HEAD') await held
        await route.continue()
      })
      await page.goto(`${live.site}${path}`, { waitUntil: 'load' })
      await waitForHydration(page)
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
      release()
      if (kind === 'download') await page.waitForFunction(() => /\d/.test(document.querySelector('.attachment-download__details')?.textContent ?? ''))
      const shifts = await shiftsOf(page)
      expect(shifts, path).toEqual([])
      expect(errors).toEqual([])
    })
  }
})

describe('deferred hydration', () => {
  it('renders the deferred sections in full on the server and makes them work once hydrated', async () => {
    const html = await (await fetch(`${live.site}/`)).text()
    // Suspense boundaries that completed on the server (<!--$-->), none left to the client (<!--$!-->).
    expect(html.match(/<!--\$-->/g)?.length ?? 0).toBeGreaterThanOrEqual(12)
    expect(html).not.toContain('<!--$!-->')
    for (const text of ['Latest News', 'Recent Videos', 'Frequently Asked Questions', 'site-footer', 'site-nav']) expect(html).toContain(text)

    await using opened = await openPage(live.browser, PHONE)
    const { page, errors } = opened
    await page.goto(`${live.site}/`)
    await waitForHydration(page)
    // A deferred section reacts: the FAQ opens an answer.
    const question = page.locator('section[aria-labelledby="home-faq-title"] button[aria-expanded]').nth(1)
    await question.click()
    await expect.poll(() => question.getAttribute('aria-expanded')).toBe('true')
    // Client navigation renders deferred parts too (loaded at once), frame included.
    await page.evaluate(() => (window as unknown as { scrollTo: (x: number, y: number) => void }).scrollTo(0, 0))
    await page.locator('a[href="/admission-instruction"]').first().dispatchEvent('click')
    await page.waitForURL(/\/admission-instruction$/)
    await expect.poll(() => page.locator('main h1').first().textContent()).toBeTruthy()
    await expect.poll(() => page.locator('footer.site-footer').count()).toBe(1)
    expect(errors).toEqual([])
  })
})
