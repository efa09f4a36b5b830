// Shared helpers for the demo upstream tests.

import * as zlib from 'node:zlib'
import { getDocumentProxy } from 'unpdf'
import { DEFAULT_CREDENTIAL, type DemoUpstream } from '../../server/demo-upstream/server'

export const CREDENTIAL = DEFAULT_CREDENTIAL

export interface Answer<T = unknown> {
  status: number
  body: T
  headers: Headers
}

/** POST a JSON body (the credential added unless `credential: false`). */
export async function call<T = unknown>(
  demo: Pick<DemoUpstream, 'url'>,
  path: string,
  fields: Record<string, unknown> = {},
  options: { credential?: boolean } = {},
): Promise<Answer<T>> {
  const body = options.credential === false ? fields : { ...CREDENTIAL, ...fields }
  const res = await fetch(`${demo.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T, headers: res.headers }
}

export async function getFile(baseUrl: string, path: string): Promise<{ status: number; type: string | null; cache: string | null; bytes: Buffer }> {
  const res = await fetch(`${baseUrl}/${path}`)
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    cache: res.headers.get('cache-control'),
    bytes: Buffer.from(await res.arrayBuffer()),
  }
}

// zlib.crc32 (Node 20.15+): an implementation independent of the one under test.
const crc32 = (zlib as unknown as { crc32: (data: Uint8Array, value?: number) => number }).crc32

export interface PdfReading {
  /** What keeps the file from being read; [] when a PDF reader opens every page. */
  problems: string[]
  title: string
  pages: number
  /** Each page's text lines, as a reader extracts them (a reader independent of pdf-lib). */
  lines: string[][]
}

/** Reads a PDF the way a viewer does: pdf.js (Firefox's reader), packaged by unpdf for Node. */
export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  const problems: string[] = []
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') problems.push('header')
  if (!Buffer.from(bytes.subarray(-8)).toString('latin1').includes('%%EOF')) problems.push('trailer')
  // stopAtErrors: a damaged file is an error here, not something to repair quietly.
  const doc = await getDocumentProxy(new Uint8Array(bytes), { stopAtErrors: true, verbosity: 0 })
  try {
    const { info } = await doc.getMetadata()
    const title = (info as { Title?: string }).Title ?? ''
    if (!title) problems.push('no title')
    const lines: string[][] = []
    for (let n = 1; n <= doc.numPages; n++) {
      const content = await (await doc.getPage(n)).getTextContent()
      lines.push(content.items.flatMap((item) => ('str' in item && item.str ? [item.str] : [])))
    }
    return { problems, title, pages: doc.numPages, lines }
  } finally {
    await doc.loadingTask.destroy()
  }
}

/** Structural problems of a PDF ([] when valid). */
export async function checkPdf(bytes: Uint8Array): Promise<string[]> {
  return (await readPdf(bytes)).problems
}

export function checkPng(bytes: Buffer): string[] {
  const problems: string[] = []
  if (!bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return ['signature']
  let at = 8
  let width = 0
  let height = 0
  const idat: Buffer[] = []
  const types: string[] = []
  while (at < bytes.length) {
    const length = bytes.readUInt32BE(at)
    const type = bytes.subarray(at + 4, at + 8).toString('ascii')
    const data = bytes.subarray(at + 8, at + 8 + length)
    if (bytes.readUInt32BE(at + 8 + length) !== crc32(bytes.subarray(at + 4, at + 8 + length))) problems.push(`crc of ${type}`)
    if (type === 'IHDR') {
      width = data.readUInt32BE(0)
      height = data.readUInt32BE(4)
      if (data[8] !== 8 || data[9] !== 2) problems.push('not 8-bit RGB')
    }
    if (type === 'IDAT') idat.push(data)
    types.push(type)
    at += 12 + length
  }
  if (types[0] !== 'IHDR' || types[types.length - 1] !== 'IEND') problems.push('chunk order')
  if (zlib.inflateSync(Buffer.concat(idat)).length !== (width * 3 + 1) * height) problems.push('pixel data size')
  return problems
}

