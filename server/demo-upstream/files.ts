// The demo file host: a registry of generated files by relative path. Generators register a
// path with a producer; the bytes are made on first request and kept (the first request's
// promise, so concurrent first requests share one rendering).

import { buildDocx } from './docx'
import { buildPdf, type PdfSpec } from './pdf'
import { scenePng } from './png'
import type { Palette } from './scene'

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  svg: 'image/svg+xml',
  png: 'image/png',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
}

export interface StoredFile {
  path: string
  contentType: string
  body: Buffer
}

/** Relative, forward-slash, no dot segments, no odd characters. */
const SAFE_PATH = /^(?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*\.[a-z0-9]+$/

export function isSafeRelativePath(path: string): boolean {
  return SAFE_PATH.test(path) && !path.split('/').some((segment) => segment === '.' || segment === '..')
}

export function extensionOf(path: string): string {
  return path.slice(path.lastIndexOf('.') + 1).toLowerCase()
}

type Producer = () => Buffer | string | Promise<Buffer | string>

interface Entry {
  contentType: string
  produce: () => Promise<Buffer>
  body?: Promise<Buffer>
}

export class FileStore {
  private readonly entries = new Map<string, Entry>()

  /** Registers a file and returns its path (for use in the record that references it). */
  add(path: string, produce: Producer): string {
    if (!isSafeRelativePath(path)) throw new Error(`unsafe demo file path: ${path}`)
    const contentType = CONTENT_TYPES[extensionOf(path)]
    if (!contentType) throw new Error(`no content type for demo file: ${path}`)
    if (this.entries.has(path)) throw new Error(`demo file registered twice: ${path}`)
    this.entries.set(path, {
      contentType,
      produce: async () => {
        const body = await produce()
        return typeof body === 'string' ? Buffer.from(body, 'utf8') : body
      },
    })
    return path
  }

  svg(path: string, render: () => string): string {
    return this.add(path, render)
  }

  png(path: string, width: number, height: number, palette: Palette, seed: number): string {
    return this.add(path, () => scenePng(width, height, palette, seed))
  }

  pdf(path: string, spec: () => PdfSpec): string {
    return this.add(path, () => buildPdf(spec()))
  }

  docx(path: string, title: string, paragraphs: () => readonly string[]): string {
    return this.add(path, () => buildDocx(title, paragraphs()))
  }

  has(path: string): boolean {
    return this.entries.has(path)
  }

  async get(path: string): Promise<StoredFile | undefined> {
    const entry = this.entries.get(path)
    if (!entry) return undefined
    entry.body ??= entry.produce()
    return { path, contentType: entry.contentType, body: await entry.body }
  }

  paths(): string[] {
    return [...this.entries.keys()]
  }
}
