// The HTTP server's limits (slow clients, connections), room for probes near the connection cap, and
// its graceful drain on SIGTERM.
import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http'
import { Server as NetServer, type Socket } from 'node:net'
import type { Logger } from 'pino'

interface ServerLimits {
  /** Time a client has to send its request headers. */
  headersTimeoutMs: number
  /** Time a client has to send its whole request. */
  requestTimeoutMs: number
  /** Idle keep-alive: longer than the proxy's, so the proxy never reuses a socket Node is closing. */
  keepAliveTimeoutMs: number
  /** Open connections; beyond this new ones are closed at once. */
  maxConnections: number
}

/** How often Node checks the header and request timeouts (its default, 30 s, would let a slow client stay 40 s). */
const TIMEOUT_CHECK_INTERVAL_MS = 1000

export function createLimitedServer(handler: RequestListener, limits: ServerLimits, logger: Logger): Server {
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    handler,
  )
  server.maxConnections = limits.maxConnections
  let dropped = 0
  let lastWarning = 0
  server.on('drop', () => {
    dropped++
    const now = Date.now()
    if (now - lastWarning < 10_000) return
    lastWarning = now
    logger.warn({ maxConnections: limits.maxConnections, dropped }, 'connection limit reached: refusing new connections')
  })
  return server
}

interface DrainOptions {
  /** Readiness 503 and `Connection: close` while still listening, this long. */
  drainDelayMs: number
  logger: Logger
}

/** A socket with no request in progress is closed only after it has been idle this long. */
const IDLE_GRACE_MS = 1000
const SWEEP_INTERVAL_MS = 100

/** Connections kept free below MAX_CONNECTIONS (a tenth, at least one) for probes and new visitors. */
const connectionHeadroom = (maxConnections: number) => Math.max(1, Math.ceil(maxConnections / 10))

interface TrackOptions {
  /** MAX_CONNECTIONS: past it less the headroom, a new connection closes the longest-idle keep-alive one. */
  maxConnections: number
  logger: Logger
}

/**
 * Tracks connections and requests so that a drain never resets a socket carrying a request:
 * drain() keeps listening for the delay (every answer says `Connection: close`, so clients
 * move away), then stops accepting, lets every request finish, and closes a keep-alive
 * socket only once it has been idle for a while; it resolves when the last connection closed.
 * (A connection still in the kernel's accept queue when the listener closes is reset by the
 * kernel: the drain delay exists so that by then the proxies send nothing new here.)
 *
 * Near the connection cap, idle keep-alive connections are closed to make room (longest idle first),
 * so that idle clients cannot take every slot and make the kubelet's probes fail with everything
 * else: the idle timeout is shortened under pressure only. A connection that never sent a request
 * is left to the header timeout (it may be a request on its way); one with a request in progress
 * is never closed. HTTP lets a server close an idle keep-alive connection at any time.
 */
export function trackConnections(server: Server, { maxConnections, logger }: TrackOptions) {
  const sockets = new Map<Socket, { active: number; idleSince: number; served: boolean }>()
  const responses = new Set<ServerResponse>()
  const pressureAt = maxConnections - connectionHeadroom(maxConnections)
  let draining = false
  let closedForRoom = 0
  let lastWarning = 0

  /** Closes the keep-alive connection idle the longest, if there is one. */
  const makeRoom = () => {
    let oldest: Socket | undefined
    let since = Infinity
    for (const [socket, state] of sockets) {
      if (state.served && state.active === 0 && state.idleSince < since) {
        oldest = socket
        since = state.idleSince
      }
    }
    if (!oldest) return
    sockets.delete(oldest)
    oldest.destroy()
    closedForRoom++
    const now = Date.now()
    if (now - lastWarning < 10_000) return
    lastWarning = now
    logger.warn({ maxConnections, closedForRoom }, 'near the connection limit: closing idle keep-alive connections')
  }

  server.on('connection', (socket: Socket) => {
    if (sockets.size >= pressureAt) makeRoom()
    sockets.set(socket, { active: 0, idleSince: Date.now(), served: false })
    socket.once('close', () => sockets.delete(socket))
  })
  server.on('request', (req, res: ServerResponse) => {
    const state = sockets.get(req.socket)
    if (state) {
      state.active++
      state.served = true
    }
    responses.add(res)
    if (draining && !res.headersSent) res.setHeader('Connection', 'close')
    res.once('close', () => {
      responses.delete(res)
      if (state) {
        state.active--
        state.idleSince = Date.now()
      }
    })
  })

  const drain = async ({ drainDelayMs, logger }: DrainOptions): Promise<void> => {
    draining = true
    // Answers not yet started close their connection when done.
    for (const res of responses) if (!res.headersSent) res.setHeader('Connection', 'close')
    logger.info({ drainDelayMs }, 'draining: readiness 503, still listening')
    await new Promise((resolve) => setTimeout(resolve, drainDelayMs))
    logger.info({ connections: sockets.size, requests: responses.size }, 'draining: listener closed, finishing requests')
    await new Promise<void>((resolve) => {
      // net.Server's close: stop accepting, but unlike http.Server's, leave idle sockets to the sweep below.
      NetServer.prototype.close.call(server, () => resolve())
      const sweep = setInterval(() => {
        const now = Date.now()
        for (const [socket, state] of sockets) {
          if (state.active === 0 && now - state.idleSince >= IDLE_GRACE_MS) socket.destroy()
        }
      }, SWEEP_INTERVAL_MS)
      server.once('close', () => clearInterval(sweep))
    })
  }

  return {
    drain,
    /** Ends every connection at once (the shutdown timeout was reached). */
    destroyAll: () => {
      for (const socket of sockets.keys()) socket.destroy()
    },
  }
}
