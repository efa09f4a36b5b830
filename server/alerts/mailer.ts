// SMTP through nodemailer (a well-kept client: pooling, STARTTLS, SMTP error codes): one pooled transport per
// process. A failure is classed as the notifier needs it: permanent (a 5xx reply: the address is suspended) or
// temporary (a 4xx reply, a lost connection: tried again later).
import type { Transporter } from 'nodemailer'
import type { Email } from './emails'

export interface OutgoingMail extends Email {
  to: string
}

export type SendFailure = { kind: 'permanent' | 'temporary'; code?: number; message: string }

export class SendError extends Error {
  constructor(readonly failure: SendFailure) {
    super(failure.message)
    this.name = 'SendError'
  }
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>
  close(): void
}

/** A 5xx SMTP reply refuses the mail for good; anything else (4xx, timeouts, refused connections) may pass later. */
export function classify(err: unknown): SendFailure {
  const { responseCode, code, message } = (err ?? {}) as { responseCode?: number; code?: string; message?: string }
  const text = (message ?? String(err)).slice(0, 200)
  if (typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600) return { kind: 'permanent', code: responseCode, message: text }
  // nodemailer's own refusals of a malformed recipient (EENVELOPE without a reply) cannot pass later either.
  if (code === 'EENVELOPE' && typeof responseCode !== 'number') return { kind: 'permanent', message: text }
  return { kind: 'temporary', ...(typeof responseCode === 'number' && { code: responseCode }), message: text }
}

/** `name`: what the client says in EHLO (the pod's id: a receiving server's log tells pods apart). */
export function smtpMailer(smtpUrl: string, from: string, name?: string): Mailer {
  const url = new URL(smtpUrl)
  // A few connections reused across mails (the SMTP handshake once, not per mail).
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true')
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', '2')
  if (name && !url.searchParams.has('name')) url.searchParams.set('name', name)
  // nodemailer is loaded only when alerts send (a site with alerts off never loads it).
  const transport: Promise<Transporter> = import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url.toString(), { from }))
  return {
    async send(mail) {
      try {
        await (await transport).sendMail({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
          ...(mail.messageId && { messageId: mail.messageId }),
        })
      } catch (err) {
        throw new SendError(classify(err))
      }
    },
    close: () => void transport.then((t) => t.close()),
  }
}
