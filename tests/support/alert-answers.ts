// A local HTTP endpoint standing in for the alerts' routes (server/alerts/, another branch) in the form scripts'
// tests: it records each request (method, headers, body) and answers what the test scripted, on a real socket.
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** The site's environment with notice alerts on (server/alerts/ shows the forms only then): SMTP and a signing key. */
export const ALERTS_ON_ENV = { SMTP_URL: 'smtp://127.0.0.1:9', ALERTS_SECRET: 'alert-form-tests-signing-key-0123456789' }

export interface Received {
  method: string
  path: string
  headers: IncomingHttpHeaders
  body: string
}
export interface Answer {
  status: number
  body?: unknown
  headers?: Record<string, string>
}

export async function answeringEndpoint(answer: (req: Received) => Answer | Promise<Answer>) {
  const received: Received[] = []
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', async () => {
      const r: Received = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') }
      received.push(r)
      const a = await answer(r)
      res.writeHead(a.status, { 'content-type': 'application/json', ...a.headers })
      res.end(a.body === undefined ? '' : typeof a.body === 'string' ? a.body : JSON.stringify(a.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    received,
    async [Symbol.asyncDispose]() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/** Puts happy-dom's page at `url`, so the scripts' relative fetches go to the local endpoint. */
export function pageAt(url: string) {
  ;(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(url)
}
