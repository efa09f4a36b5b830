// A picture's size from its header on the file host (server/upstream/picture-sizes.ts), through the real
// upstream client with a scripted fetch: the first bytes only, once per picture, never off the file host.
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { UpstreamClient } from '../../server/upstream/client'
import { PictureSizes } from '../../server/upstream/picture-sizes'

const FILE_HOST = 'https://files.example/storage'

/** A client whose fetch answers `body` in 4 KB chunks and records what it was asked and how much it sent. */
function scriptedHost(body: Uint8Array) {
  const asked: string[] = []
  let sent = 0
  const fetchImpl: typeof fetch = async (input) => {
    asked.push(String(input))
    let offset = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (offset >= body.byteLength) return controller.close()
        const chunk = body.slice(offset, offset + 4096)
        offset += chunk.byteLength
        sent += chunk.byteLength
        controller.enqueue(chunk)
      },
    })
    return new Response(stream, { status: 200, headers: { 'content-type': 'image/png' } })
  }
  const client = new UpstreamClient({
    apiBaseUrl: 'http://upstream.invalid/api',
    admissionBaseUrl: 'http://upstream.invalid/mbapi',
    credential: { userId: 'u', password: 'p' },
    timeoutMs: 1000,
    fileBaseUrl: FILE_HOST,
    fetchImpl,
  })
  return { client, asked, sent: () => sent }
}

/** A noisy PNG (compresses badly: ~2 MB), so reading it whole would show. */
const bigPng = () =>
  sharp({ create: { width: 960, height: 640, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png({ compressionLevel: 0 })
    .toBuffer()

describe('PictureSizes', () => {
  it('reads the width and height from the first bytes of the file on the file host, not the whole file', async () => {
    const png = await bigPng()
    const host = scriptedHost(png)
    const sizes = new PictureSizes(host.client)
    expect(await sizes.of('uploads/notice/12.png')).toEqual({ width: 960, height: 640 })
    expect(host.asked).toEqual([`${FILE_HOST}/uploads/notice/12.png`])
    expect(host.sent()).toBeLessThan(64 * 1024)
    expect(png.byteLength).toBeGreaterThan(1_000_000)
  })

  it('asks once per picture: later renders and concurrent ones share the answer', async () => {
    const host = scriptedHost(await sharp({ create: { width: 300, height: 200, channels: 3, background: '#fff' } }).jpeg().toBuffer())
    const sizes = new PictureSizes(host.client)
    const answers = await Promise.all([sizes.of('a.jpg'), sizes.of('a.jpg'), sizes.of('a.jpg')])
    expect(await sizes.of('a.jpg')).toEqual({ width: 300, height: 200 })
    expect(answers).toEqual(Array(3).fill({ width: 300, height: 200 }))
    expect(host.asked).toHaveLength(1)
  })

  it('never asks a host other than the configured file host (an upstream record naming an internal address)', async () => {
    const host = scriptedHost(await bigPng())
    const sizes = new PictureSizes(host.client)
    for (const path of ['http://127.0.0.1:3530/internal/secret.png', 'https://files.example/other/x.png', 'https://files.example.evil/storage/x.png']) {
      expect(await sizes.of(path), path).toBeNull()
    }
    expect(host.asked).toEqual([])
  })

  it('a file that is no picture is unknown (null), and the page keeps its default box', async () => {
    const host = scriptedHost(new TextEncoder().encode('%PDF-1.4 not a picture at all'))
    expect(await new PictureSizes(host.client).of('x.png')).toBeNull()
  })
})
