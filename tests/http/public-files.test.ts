// server/static.ts: the build's public files are served from a list made at start; every other
// path (the pages) goes on to the next handler without touching the disk.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientFiles } from '../../server/static'

describe('public files of the client build', () => {
  const dir = mkdtempSync(join(tmpdir(), 'public-files-'))
  let url = ''
  let close = () => {}
  beforeAll(async () => {
    mkdirSync(join(dir, 'assets'))
    mkdirSync(join(dir, 'images'))
    writeFileSync(join(dir, 'favicon.ico'), 'icon')
    writeFileSync(join(dir, 'images', 'a b.png'), 'png')
    const app = express()
    app.use(clientFiles(dir).publicFiles)
    app.use((req, res) => void res.status(299).send(`page ${req.path}`))
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    close = () => server.close()
  })
  afterAll(() => {
    close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('serves a listed file, cacheable for a day', async () => {
    const res = await fetch(`${url}/favicon.ico`)
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('icon')
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(await (await fetch(`${url}/images/a%20b.png`)).text()).toBe('png')
  })

  it('passes every other path on to the pages', async () => {
    for (const path of ['/', '/about', '/images', '/favicon.ico/x', '/%E0%A4%A']) {
      const res = await fetch(`${url}${path}`)
      expect(res.status, path).toBe(299)
    }
  })
})
