// Bengali as this machine's Chromium meets it: no Bengali system font here, so letters come from the
// site's subset of Noto Sans Bengali, downloaded only by a page that shows Bengali, and every run of
// Bengali script carries lang="bn" (issue 24). Debian's Chromium against the production server.
import { describe, expect, it } from 'vitest'
import { openPage, PHONE } from '../support/browser'
import { siteInBrowser } from '../support/site-in-browser'

const live = siteInBrowser()

/** Opens `path` and returns the page and the font files it fetched. */
async function openCounting(path: string) {
  const opened = await openPage(live.browser, PHONE)
  const fonts: string[] = []
  opened.page.on('request', (r) => {
    if (r.resourceType() === 'font') fonts.push(r.url())
  })
  await opened.page.goto(`${live.site}${path}`)
  // Fonts the page's text asks for have started loading by the first frame; ready waits for them.
  await opened.page.evaluate(() => new Promise(requestAnimationFrame))
  await opened.page.evaluate(() => document.fonts.ready)
  return { ...opened, fonts }
}

describe('Bengali upstream content', () => {
  it('a Bengali notice marks its Bengali text lang="bn" and draws letters, not boxes', async () => {
    const { page, context, fonts } = await openCounting('/notice/901')
    const heading = page.locator('main h1')
    expect(await heading.locator('span[lang="bn"]').count()).toBe(1)
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    expect(fonts.some((url) => /noto-sans-bengali-bengali-(400|700)-normal\.[\w-]+\.woff2$/.test(url)), fonts.join(' ')).toBe(true)
    // A missing font draws every letter as the same box: a consonant, a vowel sign and a conjunct would be one width.
    const widths = await heading.evaluate((h) => {
      const font = getComputedStyle(h).font
      const canvas = document.createElement('canvas').getContext('2d')!
      canvas.font = font
      return ['ক', 'া', 'ক্ষ', 'ম'].map((s) => Math.round(canvas.measureText(s).width))
    })
    expect(new Set(widths).size).toBeGreaterThan(2)
    expect(await page.evaluate(() => [...document.fonts].some((f) => f.family.includes('Noto Sans Bengali') && f.status === 'loaded'))).toBe(true)
    await context.close()
  })

  it('an English page downloads no Bengali font but the language switch\'s four letters (1 KB), which it draws', async () => {
    const { context, page, fonts } = await openCounting('/about')
    expect(fonts.filter((url) => /bengali/.test(url)), fonts.join(' ')).toEqual([])
    expect(fonts.filter((url) => /bangla-name/.test(url))).toHaveLength(1)
    const label = page.locator('.top-bar a[hreflang="bn"]')
    await expect.poll(() => page.evaluate(() => [...document.fonts].some((f) => f.family.includes('Bangla name') && f.status === 'loaded'))).toBe(true)
    expect(await label.textContent()).toBe('বাংলা')
    await context.close()
  })
})
