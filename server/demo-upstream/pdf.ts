// Hand-written PDF 1.4: A4 pages, the two standard Helvetica fonts, a green letterhead band,
// a title and wrapped body text, an Info dictionary with the title, and a byte-exact xref.

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

const ASCII_FOR: Record<string, string> = {
  '\u2018': "'", '\u2019': "'", '\u201c': '"', '\u201d': '"', '\u2013': '-', '\u2014': '-',
  '\u2026': '...', '\u00a0': ' ', '\u09f3': 'Tk ', '\u2022': '-',
}

/** A string literal for a content stream: ASCII only, with \ ( ) escaped. */
function pdfString(text: string): string {
  const ascii = [...text].map((c) => ASCII_FOR[c] ?? (c >= ' ' && c <= '~' ? c : '?')).join('')
  return `(${ascii.replace(/[\\()]/g, (c) => `\\${c}`)})`
}

interface Line { text: string; font: 'F1' | 'F2'; size: number; gapBefore: number }

function layoutLines(spec: PdfSpec): Line[] {
  const lines: Line[] = []
  wrap(spec.title, TITLE.wrapAt).forEach((text, i) => lines.push({ text, font: 'F2', size: TITLE.size, gapBefore: i === 0 ? 0 : TITLE.leading }))
  if (spec.subtitle) {
    wrap(spec.subtitle, BODY.wrapAt).forEach((text, i) => lines.push({ text, font: 'F1', size: BODY.size + 1, gapBefore: i === 0 ? TITLE.leading : BODY.leading }))
  }
  let first = true
  for (const paragraph of spec.paragraphs) {
    wrap(paragraph, BODY.wrapAt).forEach((text, i) => {
      const gap = first ? TITLE.leading + 10 : i === 0 ? BODY.leading + 7 : BODY.leading
      lines.push({ text, font: 'F1', size: BODY.size, gapBefore: gap })
      first = false
    })
  }
  return lines
}

function paginate(lines: readonly Line[]): Line[][] {
  const top = PAGE.height - 92
  const bottom = PAGE.margin + 20
  const pages: Line[][] = [[]]
  let y = top
  for (const line of lines) {
    const page = pages[pages.length - 1] as Line[]
    if (page.length > 0 && y - line.gapBefore < bottom) {
      pages.push([{ ...line, gapBefore: 0 }])
      y = top
    } else {
      y -= page.length === 0 ? 0 : line.gapBefore
      page.push(line)
    }
  }
  return pages
}

function pageContent(spec: PdfSpec, lines: readonly Line[], pageNo: number, pageCount: number): string {
  const ops: string[] = [
    // Letterhead band and rule.
    '0.067 0.369 0.196 rg',
    `0 ${PAGE.height - 50} ${PAGE.width} 50 re f`,
    '1 1 1 rg',
    `BT /F2 12 Tf 1 0 0 1 ${PAGE.margin} ${PAGE.height - 31} Tm ${pdfString(spec.letterhead)} Tj ET`,
    '0 0 0 rg',
  ]
  let y = PAGE.height - 92
  lines.forEach((line, i) => {
    if (i > 0) y -= line.gapBefore
    ops.push(`BT /${line.font} ${line.size} Tf 1 0 0 1 ${PAGE.margin} ${y} Tm ${pdfString(line.text)} Tj ET`)
  })
  ops.push(
    '0.6 0.6 0.6 RG 0.5 w',
    `${PAGE.margin} ${PAGE.margin} m ${PAGE.width - PAGE.margin} ${PAGE.margin} l S`,
    '0.4 0.4 0.4 rg',
    `BT /F1 8 Tf 1 0 0 1 ${PAGE.margin} ${PAGE.margin - 14} Tm ${pdfString(`${spec.title} - page ${pageNo} of ${pageCount}`)} Tj ET`,
  )
  return ops.join('\n')
}

export function buildPdf(spec: PdfSpec): Buffer {
  const pages = paginate(layoutLines(spec))
  const firstPageObject = 6
  const pageRefs = pages.map((_, i) => `${firstPageObject + i * 2} 0 R`).join(' ')

  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageRefs}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title ${pdfString(spec.title)} /Producer (demo upstream) /CreationDate (D:20260120000000Z) >>`,
  ]
  pages.forEach((lines, i) => {
    const content = pageContent(spec, lines, i + 1, pages.length)
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${firstPageObject + i * 2 + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    )
  })

  // Everything is ASCII apart from the binary marker comment, so latin1 keeps offsets byte-exact.
  let out = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'))
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xrefOffset = Buffer.byteLength(out, 'latin1')
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}
