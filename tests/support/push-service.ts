// A Web Push service on 127.0.0.1 over HTTPS (a self-signed certificate made with openssl for the test): it takes
// what web-push sends, decrypts each message as a browser would (RFC 8291, aes128gcm) with the subscription's own
// keys, and answers 201, or the status a test sets (410: the browser dropped the subscription).
import { createECDH, createDecipheriv, createHmac, randomBytes } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { Agent, createServer } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { disposable } from './dispose'

export interface BrowserSubscription {
  endpoint: string
  keys: { p256dh: string; auth: string }
}

export interface TestPushService extends AsyncDisposable {
  /** A new subscription as a browser makes one: its endpoint here and its keys. */
  subscribe(): BrowserSubscription
  /** Decrypted payloads received, per endpoint. */
  received: { endpoint: string; payload: string; headers: Record<string, string | string[] | undefined> }[]
  /** The status the service answers from now on. */
  answer(status: number): void
  /** An agent that trusts this service's certificate. */
  agent: Agent
  close(): Promise<void>
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest()

/** RFC 8291 / RFC 8188 decryption of one aes128gcm record. */
function decrypt(body: Buffer, ua: { ecdh: ReturnType<typeof createECDH>; auth: Buffer }): string {
  const salt = body.subarray(0, 16)
  const idlen = body[20]!
  const asPublic = body.subarray(21, 21 + idlen)
  const ciphertext = body.subarray(21 + idlen)
  const uaPublic = ua.ecdh.getPublicKey()
  const secret = ua.ecdh.computeSecret(asPublic)
  const prkKey = hmac(ua.auth, secret)
  const ikm = hmac(prkKey, Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic, Buffer.from([1])]))
  const prk = hmac(salt, ikm)
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16)
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12)
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16))
  const plain = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()])
  // The last record ends with the delimiter 2, then zero padding.
  const end = plain.lastIndexOf(2)
  return plain.subarray(0, end).toString('utf8')
}

export async function startPushService(): Promise<TestPushService> {
  const dir = mkdtempSync(join(tmpdir(), 'push-service-'))
  const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { encoding: 'utf8' })
  if (made.status !== 0) throw new Error(`openssl: ${made.stderr}`)
  const cert = readFileSync(join(dir, 'cert.pem'))
  const key = readFileSync(join(dir, 'key.pem'))
  rmSync(dir, { recursive: true, force: true })
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>()
  let status = 201
  const received: TestPushService['received'] = []
  const server = createServer({ cert, key }, (req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const endpoint = `${base}${req.url}`
      const ua = browsers.get(endpoint)
      if (ua && status < 300) received.push({ endpoint, payload: decrypt(Buffer.concat(chunks), ua), headers: req.headers })
      res.writeHead(ua ? status : 404).end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const base = `https://127.0.0.1:${(server.address() as AddressInfo).port}`
  let count = 0
  const agent = new Agent({ ca: cert, keepAlive: false })
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
  const handle = {
      subscribe() {
        const ecdh = createECDH('prime256v1')
        ecdh.generateKeys()
        const auth = randomBytes(16)
        const endpoint = `${base}/push/${++count}`
        browsers.set(endpoint, { ecdh, auth })
        return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } }
      },
      received,
      answer: (s: number) => void (status = s),
      agent,
      close,
    }
  return disposable(handle, close)
}
