// Printing on A4 portrait with Chrome's default margins (issue 25, Print): the fee table fits the page, a
// programme prints full width with no heading alone at the foot of a page, and a notice's PDF attachment
// prints its title and full address. Laid out as Chromium prints (print media at the printable width) and
// read back from the PDF Chromium makes (pdf.js through unpdf).
import type { Page } from 'playwright-core'
import { getDocumentProxy } from 'unpdf'
import { describe, expect, it } from 'vitest'
import { FEE_TABLE, programmeFees } from '../../src/content/fees'
import { programmesIn } from '../../src/content/programmes'
import { formatTaka } from '../../src/logic/fees'
import { openPage, waitForHydration } from '../support/browser'
import { noticeWith } from '../support/notices'
import { siteInBrowser } from '../support/site-in-browser'

const live = siteInBrowser()

/** Chrome's default margins, about 0.4 in each side. */
const MARGIN = '0.4in'
/** A side of an A4 sheet less those margins, in CSS px at 96 dpi. */
const printable = (mm: number) => Math.floor((mm / 25.4) * 96 - 2 * 0.4 * 96)
/** A4 portrait's printable area: about 717 px wide. */
const PRINTABLE = { width: printable(210), height: printable(297) }
/** A4 landscape's: about 1045 px wide, where Bootstrap's large-screen columns apply. */
const LANDSCAPE = { width: printable(297), height: printable(210) }

/** The page as Chromium lays it out for print on A4 (portrait unless `sheet` says otherwise). */
async function openPrinted(path: string, sheet = PRINTABLE) {
  const opened = await openPage(live.browser, sheet)
  opened.page.setDefaultTimeout(15_000)
  await opened.page.goto(`${live.site}${path}`)
  await waitForHydration(opened.page)
  await opened.page.emulateMedia({ media: 'print' })
  return opened
}

const printPdf = (page: Page) => page.pdf({ format: 'A4', margin: { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN } })

/** Each PDF page's text lines, top to bottom (pieces on one baseline joined, left to right). */
async function pdfLines(bytes: Uint8Array): Promise<string[][]> {
  const doc = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 })
  try {
    const pages: string[][] = []
    for (let n = 1; n <= doc.numPages; n++) {
      const { items } = await (await doc.getPage(n)).getTextContent()
      const lines = new Map<number, { x: number; text: string }[]>()
      for (const item of items) {
        if (!('str' in item) || !item.str.trim()) continue
        const [, , , , x, y] = item.transform as number[]
        // PDF y grows upwards; pieces within 2 pt of a line's baseline belong to it.
        const key = [...lines.keys()].find((k) => Math.abs(k - y!) < 2) ?? y!
        lines.set(key, [...(lines.get(key) ?? []), { x: x!, text: item.str }])
      }
      pages.push(
        [...lines.entries()]
          .sort(([a], [b]) => b - a)
          .map(([, parts]) => parts.sort((a, b) => a.x - b.x).map((p) => p.text).join(' ').replace(/\s+/g, ' ').trim()),
      )
    }
    return pages
  } finally {
    await doc.loadingTask.destroy()
  }
}

describe('printing on A4 portrait', () => {
  it('fits the fee table within the page: no programme cut off, every total printed', async () => {
    await using opened = await openPrinted('/fees')
    const { page, errors } = opened
    const table = page.locator('.fee-table table')
    const box = (await table.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, `the table is ${Math.round(box.x + box.width)} px wide, the page ${PRINTABLE.width}`).toBeLessThanOrEqual(PRINTABLE.width)
    // Nothing scrolls or overflows: every column is on the page.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBe(0)
    const lastColumn = (await page.locator('.fee-table thead th').last().boundingBox())!
    expect(lastColumn.x + lastColumn.width).toBeLessThanOrEqual(PRINTABLE.width)

    const text = (await pdfLines(await printPdf(page))).flat().join('\n')
    for (const row of FEE_TABLE) {
      expect(text, row.programme).toContain(row.programme)
      expect(text, `${row.programme} total`).toContain(formatTaka(programmeFees(row, 'en').total))
    }
    expect(errors).toEqual([])
  })

  it.each([
    ['portrait', PRINTABLE],
    ['landscape', LANDSCAPE],
  ])('prints a programme and a notice full width on A4 %s, no column beside another or narrower than the page', async (_name, sheet) => {
    const notice = await noticeWith(live.site, 'pdf')
    for (const [path, parts] of [
      ['/program/cse', '.content-section'],
      [notice, 'article'],
    ] as const) {
      await using opened = await openPrinted(path, sheet)
      const { page } = opened
      const main = (await page.locator('main').boundingBox())!
      const printed = page.locator(parts)
      expect(await printed.count()).toBeGreaterThan(0)
      for (let i = 0; i < (await printed.count()); i++) {
        const title = await printed.nth(i).locator('h1, h2').first().textContent()
        const box = (await printed.nth(i).boundingBox())!
        // Within the container's side padding (and the row's gutter) of the page's full width.
        expect(box.width, `${path}, ${title}: ${Math.round(box.width)} px of ${Math.round(main.width)}`).toBeGreaterThanOrEqual(main.width - 48)
      }
    }
  })

  it.each(programmesIn('en').map((p) => [p.slug]))('leaves no heading alone at the foot of a page of /program/%s', async (slug) => {
    await using opened = await openPrinted(`/program/${slug}`)
    const { page } = opened
    const headings = (await page.locator('main').locator('h2, h3').allTextContents()).map((h) => h.replace(/\s+/g, ' ').trim()).filter(Boolean)
    const pages = await pdfLines(await printPdf(page))
    expect(pages.length).toBeGreaterThan(1)
    // The last line of every page but the last: no heading, nor a heading's last line.
    const alone = pages.slice(0, -1).flatMap((lines, n) => {
      const last = lines.at(-1) ?? ''
      return headings.filter((h) => h === last || h.endsWith(` ${last}`)).map((h) => `page ${n + 1} ends with "${h}"`)
    })
    expect(alone).toEqual([])
  })

  it("prints a notice's PDF attachment as its title and full address", async () => {
    const path = await noticeWith(live.site, 'pdf')
    await using opened = await openPrinted(path)
    const { page } = opened
    const title = (await page.locator('main h1').textContent())!.trim()
    const href = await page.locator('.pdf-embed a').getAttribute('href')
    // The file's address on the site's public origin (its canonical URL's): files are the site's own, /files/….
    const origin = new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).origin
    const address = new URL(href!, origin).href
    expect(await page.locator('.pdf-embed iframe').isVisible()).toBe(false)
    const printed = page.locator('.pdf-embed').getByText(address)
    expect(await printed.isVisible(), `${address} printed`).toBe(true)
    expect(await page.locator('.pdf-embed').innerText()).toContain(title)
    const text = (await pdfLines(await printPdf(page))).flat().join('')
    expect(text.replace(/\s+/g, ''), 'the address in the PDF').toContain(address)
    // On screen the line is not shown: the link and the viewer are.
    await page.emulateMedia({ media: 'screen' })
    expect(await printed.isVisible()).toBe(false)
  })
})
