// Shared helpers for the demo upstream tests.

import * as zlib from 'node:zlib'
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

/** Structural problems of a PDF: header, xref offsets, stream lengths, title. [] when valid. */
export function checkPdf(bytes: Buffer): string[] {
  const problems: string[] = []
  const text = bytes.toString('latin1')
  if (!text.startsWith('%PDF-1.4\n')) problems.push('header')
  if (!text.trimEnd().endsWith('%%EOF')) problems.push('trailer')
  const startxref = Number(/startxref\n(\d+)\n%%EOF\s*$/.exec(text)?.[1])
  if (!text.startsWith('xref\n', startxref)) problems.push('startxref does not point at xref')
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? []
  const entries = text.slice(startxref).split('\n').slice(2, 2 + Number(count))
  if (first !== '0' || entries.length !== Number(count)) problems.push('xref header')
  entries.forEach((entry, i) => {
    if (entry.length !== 19) problems.push(`xref entry ${i} is not 20 bytes`)
    if (i === 0) return
    const offset = Number(entry.slice(0, 10))
    if (!text.startsWith(`${i} 0 obj\n`, offset)) problems.push(`object ${i} not at ${offset}`)
  })
  for (const match of text.matchAll(/\/Length (\d+) >>\nstream\n/g)) {
    const start = (match.index ?? 0) + match[0].length
    if (!text.startsWith('\nendstream', start + Number(match[1]))) problems.push('stream length')
  }
  if (!/\/Title \(/.test(text)) problems.push('no title')
  return problems
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

