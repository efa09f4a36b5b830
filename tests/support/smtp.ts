// A real SMTP server in the test process (smtp-server) that parses what arrives (mailparser). Tests read the mails,
// wait for a number of them (an event, not a sleep), refuse a recipient with a 4xx or 5xx reply, and look at each
// mail before it is accepted (the two-pod test kills a pod there).
import { EventEmitter } from 'node:events'
import type { AddressInfo } from 'node:net'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer, type SMTPServerSession } from 'smtp-server'
import { disposable } from './dispose'

export interface CaughtMail {
  to: string
  /** The sender's EHLO name (the alerts' mailer says its pod there). */
  client: string
  parsed: ParsedMail
  subject: string
  text: string
  html: string
  messageId: string
  header(name: string): string | undefined
}

export interface TestSmtp extends AsyncDisposable {
  url: string
  mails: CaughtMail[]
  /** Resolves once `count` mails in all have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<CaughtMail[]>
  /** Replies `code` to RCPT TO of this address (e.g. 550: no such user, 451: try later), `times` times. */
  refuse(address: string, code: number, times?: number): void
  /** Called with each mail before it is accepted; nothing is accepted while it runs. */
  beforeAccept: ((mail: { to: string; client: string }) => void | Promise<void>) | null
  /** Accept and discard without parsing (the benchmark). */
  discard: boolean
  accepted: () => number
  close(): Promise<void>
}

export async function startSmtp(): Promise<TestSmtp> {
  const events = new EventEmitter()
  const refusals = new Map<string, { code: number; times: number }>()
  let acceptedCount = 0
  const handle: Omit<TestSmtp, typeof Symbol.asyncDispose | 'url' | 'close'> = {
    mails: [],
    waitFor: (count, timeoutMs = 20_000) =>
      new Promise((resolve, reject) => {
        if (handle.mails.length >= count) return resolve(handle.mails)
        const timer = setTimeout(() => {
          events.off('mail', check)
          reject(new Error(`${handle.mails.length} of ${count} mails arrived within ${timeoutMs} ms`))
        }, timeoutMs)
        const check = () => {
          if (handle.mails.length < count) return
          clearTimeout(timer)
          events.off('mail', check)
          resolve(handle.mails)
        }
        events.on('mail', check)
      }),
    refuse: (address, code, times = Infinity) => void refusals.set(address.toLowerCase(), { code, times }),
    beforeAccept: null,
    discard: false,
    accepted: () => acceptedCount,
  }
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = refusals.get(address.address.toLowerCase())
      if (refusal && refusal.times > 0) {
        refusal.times--
        return callback(Object.assign(new Error(refusal.code >= 500 ? 'No such user' : 'Try again later'), { responseCode: refusal.code }))
      }
      callback()
    },
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => {
        if (!handle.discard) chunks.push(c)
      })
      stream.on('end', async () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',')
        const client = session.hostNameAppearsAs ?? ''
        try {
          await handle.beforeAccept?.({ to, client })
        } catch {
          return callback(Object.assign(new Error('refused by the test'), { responseCode: 451 }))
        }
        if (handle.discard) {
          acceptedCount++
          return callback()
        }
        const parsed = await simpleParser(Buffer.concat(chunks))
        acceptedCount++
        callback()
        const mail: CaughtMail = {
          to,
          client,
          parsed,
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : '',
          messageId: parsed.messageId ?? '',
          header: (name) => {
            const value = parsed.headerLines.find((h) => h.key === name.toLowerCase())?.line
            return value?.slice(value.indexOf(':') + 1).trim()
          },
        }
        handle.mails.push(mail)
        events.emit('mail')
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.server.address() as AddressInfo
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()))
  return disposable(Object.assign(handle, { url: `smtp://127.0.0.1:${port}`, close }), close)
}
