// Requests to the image endpoint as sent, byte for byte: fetch() and curl resolve `..` and
// normalise the path before sending, which would hide what the server does with them.
import { request } from 'node:http'
import sharp from 'sharp'

export interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
  /** Milliseconds from sending to the last byte. */
  ms: number
}

/** Sends `method path` to `base` exactly as written; gives up (rejects) after `timeoutMs`. */
export function rawRequest(base: string, path: string, method = 'GET', timeoutMs = 30_000): Promise<RawAnswer> {
  const { hostname, port } = new URL(base)
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method, timeout: timeoutMs, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - started }))
      res.on('error', reject)
    })
    req.on('timeout', () => req.destroy(new Error(`no answer to ${path} within ${timeoutMs} ms`)))
    req.on('error', reject)
    req.end()
  })
}

/** Format and size of a picture, read back with sharp. */
export async function pictureOf(body: Buffer) {
  const { format, width, height, hasAlpha } = await sharp(body).metadata()
  return { format, width, height, hasAlpha }
}

/** The resident memory the server reports on /metrics, in bytes. */
export async function residentBytes(site: string): Promise<number> {
  const text = await (await fetch(`${site}/metrics`)).text()
  const match = /^process_resident_memory_bytes (\d+(?:\.\d+)?(?:e\+\d+)?)$/m.exec(text)
  if (!match) throw new Error('process_resident_memory_bytes missing from /metrics')
  return Number(match[1])
}
