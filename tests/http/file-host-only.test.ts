// The server asks only the configured file host about files (issue 26): a notice whose attachment
// names another host (an internal address) is never sent a HEAD, and its size is never published;
// a file on the file host still gets its size in the feed and on the notice page. The app in
// process, a scripted API, a scripted file host and an "internal" host that counts what reaches it.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { UpstreamClient } from '../../server/upstream/client'
import { startApp, type InProcessSite } from '../support/app-for-file'
import { startScriptedUpstream, type ScriptedUpstream } from '../support/scripted-api'

let files: { server: Server; origin: string }
let inside: { server: Server; origin: string }
let api: ScriptedUpstream
let site: InProcessSite
let internal: Server
let fileHost: Server
const internalRequests: string[] = []
const fileHostRequests: string[] = []

/** A host answering every request with a 15-byte Content-Length, recording what it was asked. */
async function countingHost(requests: string[]): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`)
    res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': '15' }).end(req.method === 'HEAD' ? undefined : 'secret contents')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }
}

beforeAll(async () => {
  inside = await countingHost(internalRequests)
  internal = inside.server
  files = await countingHost(fileHostRequests)
  fileHost = files.server
  api = await startScriptedUpstream()
  const notices = [
    { id: 7, date: '2026-01-03', head_line: 'Pointing inside', images_path: `${inside.origin}/internal/secret.docx` },
    { id: 6, date: '2026-01-02', head_line: 'On the file host', images_path: 'uploads/form.docx' },
    { id: 5, date: '2026-01-01', head_line: 'Absolute on the file host', images_path: `${files.origin}/files/uploads/rules.docx` },
  ]
  api.behave({ kind: 'raw', body: JSON.stringify(notices) }, '/api/all-notice')
  api.behave({ kind: 'raw', body: JSON.stringify([notices[0]]) }, '/api/notice-details')
  site = await startApp(api, { UPSTREAM_FILE_BASE_URL: `${files.origin}/files` })
})
afterAll(async () => {
  await site?.stop()
  await api?.close()
  internal?.close()
  fileHost?.close()
})

describe('file sizes come from the configured file host only', () => {
  it('a feed names no size for a file on another host, and that host is never asked', async () => {
    const rss = await (await fetch(`${site.url}/notices.rss`)).text()
    const enclosures = [...rss.matchAll(/<enclosure [^>]+>/g)].map(([tag]) => [/url="[^"]*\/([^"/]+)"/.exec(tag)?.[1], /length="(\d+)"/.exec(tag)?.[1]])
    expect(enclosures).toEqual([
      ['secret.docx', '0'],
      ['form.docx', '15'],
      ['rules.docx', '15'],
    ])
    expect(internalRequests).toEqual([])
    expect(fileHostRequests.sort()).toEqual(['HEAD /files/uploads/form.docx', 'HEAD /files/uploads/rules.docx'])
  })

  it('the notice page shows no size for it either', async () => {
    const res = await fetch(`${site.url}/notice/7`)
    expect(res.status).toBe(200)
    // The type alone ("Word document"), no ", 15 B".
    expect(/attachment-download__details"[^>]*>([^<]*)</.exec(await res.text())?.[1]).toMatch(/^[^,]+$/)
    expect(internalRequests).toEqual([])
  })
})

describe('the upstream client asks the file host', () => {
  const clientOf = () =>
    new UpstreamClient({ apiBaseUrl: 'http://127.0.0.1:9/api', admissionBaseUrl: 'http://127.0.0.1:9/mbapi', credential: { userId: 'u', password: 'p' }, timeoutMs: 1000, fileBaseUrl: `${files.origin}/files` })

  it('only below its base: another host, a path leaving the base or a URL with a user is never asked', async () => {
    const client = clientOf()
    const before = [internalRequests.length, fileHostRequests.length]
    const outside = [`${inside.origin}/files/a.docx`, '../secret.docx', 'uploads/%2e%2e/%2e%2e/secret.docx', `${files.origin}/other/a.docx`, `${files.origin.replace('//', '//user:pw@')}/files/a.docx`, 'file:///etc/passwd']
    expect(await Promise.all(outside.map((path) => client.fileSize(path)))).toEqual(outside.map(() => null))
    expect([internalRequests.length, fileHostRequests.length]).toEqual(before)
  })

  it('once for concurrent asks of one file, then from its cache', async () => {
    const client = clientOf()
    const before = fileHostRequests.length
    expect(await Promise.all(Array.from({ length: 10 }, () => client.fileSize('uploads/once.docx')))).toEqual(Array(10).fill(15))
    expect(await client.fileSize(`${files.origin}/files/uploads/once.docx`)).toBe(15)
    expect(fileHostRequests.slice(before)).toEqual(['HEAD /files/uploads/once.docx'])
  })
})
