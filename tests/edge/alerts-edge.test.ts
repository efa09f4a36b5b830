// The alerts' signed-link pages through the real nginx edge (the chart's nginx.conf unchanged): the pages' cache key
// leaves the token out, so they must not touch the page cache at all (no entry, no cache lock shared by every token).
import { describe, expect, it } from 'vitest'
import { findNginx } from '../support/edge-harness'
import { edgeForFile } from '../support/edge-for-file'

const nginxBin = findNginx()

describe.skipIf(!nginxBin)('alerts pages through the nginx edge', { timeout: 30_000 }, () => {
  const stack = edgeForFile(nginxBin)

  it.each(['/alerts/confirm?token=a', '/bn/alerts/manage?token=b', '/alerts/manage?left=1'])('%s passes the page cache by', async (path) => {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${stack.edge.url}${path}`)
      await res.text()
      expect(res.headers.get('x-cache-status')).toBeNull()
      expect(res.headers.get('cache-control')).toBe('no-store')
    }
  })
})
