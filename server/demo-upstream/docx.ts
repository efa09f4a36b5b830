// A minimal but valid Word document: a ZIP (written by fflate) with the three parts Word needs.
// Served as the "other extension" attachment the site must not display.

import { strToU8, zipSync } from 'fflate'
import { escapeXml } from './text'

/** A fixed modification time keeps the bytes the same on every build; ZIP stores local time,
 * so it is given in local time (the same fields whatever the time zone). */
const MODIFIED = new Date(2025, 0, 1)

export function buildDocx(title: string, paragraphs: readonly string[]): Buffer {
  const para = (text: string, bold = false) =>
    `<w:p><w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`
  const xml = (body: string) => strToU8(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`)
  const zip = zipSync(
    {
      '[Content_Types].xml': xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
          '</Types>',
      ),
      '_rels/.rels': xml(
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
          '</Relationships>',
      ),
      'word/document.xml': xml(
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>' +
          para(title, true) +
          paragraphs.map((p) => para(p)).join('') +
          '</w:body></w:document>',
      ),
    },
    { level: 6, mtime: MODIFIED },
  )
  return Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength)
}
