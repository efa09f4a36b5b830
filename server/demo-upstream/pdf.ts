// Demo PDFs drawn with pdf-lib: A4 pages in the standard Helvetica fonts, a green letterhead
// band, a title and wrapped body text, a footer with the page number, and the title in the
// document's metadata. Only the layout is ours; pdf-lib writes the file.

import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib'
import { wrap } from './text'

export interface PdfSpec {
  /** Shown as the first text line and stored as the document title. */
  title: string
  subtitle?: string
  /** Letterhead text in the band at the top of every page. */
  letterhead: string
  paragraphs: readonly string[]
}

const PAGE = { width: 595, height: 842, margin: 56 } as const
const BODY = { size: 11, leading: 15, wrapAt: 84 } as const
const TITLE = { size: 18, leading: 24, wrapAt: 46 } as const
/** A fixed date keeps the bytes the same on every build. */
const CREATED = new Date('2026-01-20T00:00:00Z')

/** The standard fonts cover WinAnsi only: typographic marks become ASCII, anything else '?'. */
const ASCII_FOR: Record<string, string> = {
  '\u2018': "'", '\u2019': "'", '\u201c': '"', '\u201d': '"', '\u2013': '-', '\u2014': '-',
  '\u2026': '...', '\u00a0': ' ', '\u09f3': 'Tk ', '\u2022': '-',
}

function toPdfText(text: string): string {
  return [...text].map((c) => ASCII_FOR[c] ?? (c >= ' ' && c <= '~' ? c : '?')).join('')
}

interface Line { text: string; bold: boolean; size: number; gapBefore: number }

function layoutLines(spec: PdfSpec): Line[] {
  const lines: Line[] = []
  wrap(spec.title, TITLE.wrapAt).forEach((text, i) => lines.push({ text, bold: true, size: TITLE.size, gapBefore: i === 0 ? 0 : TITLE.leading }))
  if (spec.subtitle) {
    wrap(spec.subtitle, BODY.wrapAt).forEach((text, i) => lines.push({ text, bold: false, size: BODY.size + 1, gapBefore: i === 0 ? TITLE.leading : BODY.leading }))
  }
  let first = true
  for (const paragraph of spec.paragraphs) {
    wrap(paragraph, BODY.wrapAt).forEach((text, i) => {
      const gap = first ? TITLE.leading + 10 : i === 0 ? BODY.leading + 7 : BODY.leading
      lines.push({ text, bold: false, size: BODY.size, gapBefore: gap })
      first = false
    })
  }
  return lines
}

const TOP = PAGE.height - 92
const BOTTOM = PAGE.margin + 20

function paginate(lines: readonly Line[]): Line[][] {
  const pages: Line[][] = [[]]
  let y = TOP
  for (const line of lines) {
    const page = pages[pages.length - 1] as Line[]
    if (page.length > 0 && y - line.gapBefore < BOTTOM) {
      pages.push([{ ...line, gapBefore: 0 }])
      y = TOP
    } else {
      y -= page.length === 0 ? 0 : line.gapBefore
      page.push(line)
    }
  }
  return pages
}

export async function buildPdf(spec: PdfSpec): Promise<Buffer> {
  const doc = await PDFDocument.create({ updateMetadata: false })
  const title = toPdfText(spec.title)
  doc.setTitle(title)
  doc.setProducer('demo upstream')
  doc.setCreationDate(CREATED)
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const text = (page: ReturnType<PDFDocument['addPage']>, value: string, x: number, y: number, size: number, font: PDFFont, colour = rgb(0, 0, 0)) =>
    page.drawText(toPdfText(value), { x, y, size, font, color: colour })

  const pages = paginate(layoutLines(spec))
  pages.forEach((lines, i) => {
    const page = doc.addPage([PAGE.width, PAGE.height])
    page.drawRectangle({ x: 0, y: PAGE.height - 50, width: PAGE.width, height: 50, color: rgb(0.067, 0.369, 0.196) })
    text(page, spec.letterhead, PAGE.margin, PAGE.height - 31, 12, bold, rgb(1, 1, 1))
    let y = TOP
    lines.forEach((line, n) => {
      if (n > 0) y -= line.gapBefore
      text(page, line.text, PAGE.margin, y, line.size, line.bold ? bold : regular)
    })
    page.drawLine({ start: { x: PAGE.margin, y: PAGE.margin }, end: { x: PAGE.width - PAGE.margin, y: PAGE.margin }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) })
    text(page, `${spec.title} - page ${i + 1} of ${pages.length}`, PAGE.margin, PAGE.margin - 14, 8, regular, rgb(0.4, 0.4, 0.4))
  })
  return Buffer.from(await doc.save({ useObjectStreams: false }))
}
