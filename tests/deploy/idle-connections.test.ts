// Idle keep-alive connections straight to the pod (issue 26: 1,024 of them made every new connection
// fail, /healthz included, so the kubelet's probes failed too). Near MAX_CONNECTIONS the server closes
// the longest-idle keep-alive connections to make room, so a probe still gets through; connections
// that never sent a request are left to the header timeout. The built server, MAX_CONNECTIONS=20.
import { connect, type Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { stackForFile } from '../support/stack-for-file'

const MAX_CONNECTIONS = 20

/** A keep-alive connection that has asked /healthz once and stays open; resolves after the answer. */
function idleKeepAlive(url: string): Promise<{ socket: Socket; closed: () => boolean }> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    let isClosed = false
    const socket = connect(Number(port), hostname, () => socket.write(`GET /healthz HTTP/1.1\r\nHost: ${hostname}\r\n\r\n`))
    socket.once('data', () => resolve({ socket, closed: () => isClosed }))
    socket.on('close', () => (isClosed = true))
    socket.on('error', () => {})
    socket.once('error', reject)
  })
}

describe('idle keep-alive connections at the connection cap', { timeout: 60_000 }, () => {
  const stack = stackForFile({ MAX_CONNECTIONS: String(MAX_CONNECTIONS), KEEP_ALIVE_TIMEOUT_MS: '75000' })

  it('leave room for a probe: the longest-idle ones are closed, /healthz answers', async () => {
    const held = []
    try {
      for (let i = 0; i < MAX_CONNECTIONS; i++) held.push(await idleKeepAlive(stack.site.url))
      const probe = await fetch(`${stack.site.url}/healthz`, { signal: AbortSignal.timeout(5000) })
      expect(probe.status).toBe(200)
      // The oldest idle connections made the room; the newest are still open.
      expect(held.slice(0, 2).every((c) => c.closed())).toBe(true)
      expect(held.at(-1)!.closed()).toBe(false)
    } finally {
      for (const c of held) c.socket.destroy()
    }
  })
})
