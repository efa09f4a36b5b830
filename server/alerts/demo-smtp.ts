// Demo mode without SMTP_URL: a local SMTP server in this process (smtp-server: a production dependency, as the image
// runs the demo too) catches the alerts' e-mails. Each
// is written to a text file in a temporary directory, whose path is logged; the last MAX_KEPT are kept (older files
// are deleted), so a demo that runs for days keeps a bounded folder. Never started in production.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Logger } from 'pino'

export const MAX_KEPT = 200
/** Larger mails are refused: the alerts' e-mails are a few kB. */
const MAX_MAIL_BYTES = 256 * 1024

export interface DemoSmtp {
  /** smtp://127.0.0.1:<port> */
  url: string
  dir: string
  /** The files of the mails kept, oldest first. */
  files(): string[]
  close(): Promise<void>
}

export async function startDemoSmtp({ logger, dir = mkdtempSync(join(tmpdir(), 'alerts-mail-')) }: { logger?: Logger; dir?: string } = {}): Promise<DemoSmtp> {
  const kept: string[] = []
  let count = 0
  const { SMTPServer } = await import('smtp-server')
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: MAX_MAIL_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      let bytes = 0
      stream.on('data', (chunk: Buffer) => {
        bytes += chunk.length
        if (bytes <= MAX_MAIL_BYTES) chunks.push(chunk)
      })
      stream.on('end', () => {
        if (bytes > MAX_MAIL_BYTES) return callback(Object.assign(new Error('message too large'), { responseCode: 552 }))
        const to = session.envelope.rcptTo.map((r) => r.address).join(', ')
        const file = join(dir, `${String(++count).padStart(6, '0')}.eml`)
        writeFileSync(file, Buffer.concat(chunks))
        kept.push(file)
        while (kept.length > MAX_KEPT) rmSync(kept.shift()!, { force: true })
        logger?.info({ to, file }, `demo mail caught: ${file}`)
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const { port } = server.server.address() as AddressInfo
  const url = `smtp://127.0.0.1:${port}`
  logger?.warn({ smtp: url, dir }, `demo mode: alerts' e-mails are caught by a local SMTP server, not sent; read them in ${dir}`)
  return {
    url,
    dir,
    files: () => [...kept],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
