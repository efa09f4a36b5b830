// Signed links for the alerts' e-mails: HMAC-SHA256 with ALERTS_SECRET over the purpose, the subscriber's id, the
// expiry and the address. A confirmation link expires (48 h); a manage/unsubscribe link lasts as long as the
// address: deleting it deletes the row, and ids are never reused, so its links stop working. Nothing is stored.
import { createHmac, timingSafeEqual } from 'node:crypto'

export type TokenPurpose = 'confirm' | 'manage'

const PREFIX: Record<TokenPurpose, string> = { confirm: 'c', manage: 'm' }
/** 128 bits of the MAC, base64url. */
const MAC_CHARS = 22
const TOKEN_PATTERN = /^([cm])\.([1-9][0-9]{0,17})\.([0-9a-z]{1,10})\.([A-Za-z0-9_-]{22})$/
/** Longer than any token this makes: the rest is not even read. */
export const MAX_TOKEN_CHARS = 64

export type TokenCheck =
  | { ok: true; purpose: TokenPurpose; subscriberId: number; mac: string; expiresAtSeconds: number }
  | { ok: false; reason: 'malformed' | 'expired' }

export class AlertTokens {
  constructor(private readonly secret: string) {}

  /** `expiresAt` undefined: never (a manage link, valid while the address is stored). */
  sign(purpose: TokenPurpose, subscriberId: number, email: string, expiresAt?: Date): string {
    const exp = expiresAt ? Math.ceil(expiresAt.getTime() / 1000).toString(36) : '0'
    return `${PREFIX[purpose]}.${subscriberId}.${exp}.${this.mac(purpose, subscriberId, exp, email)}`
  }

  /** The shape and expiry of a token; its MAC is checked against the address with `matches` once the row is read. */
  read(token: unknown, purpose: TokenPurpose, now: Date): TokenCheck {
    if (typeof token !== 'string' || token.length > MAX_TOKEN_CHARS) return { ok: false, reason: 'malformed' }
    const match = TOKEN_PATTERN.exec(token)
    if (!match || match[1] !== PREFIX[purpose]) return { ok: false, reason: 'malformed' }
    const expiresAtSeconds = parseInt(match[3]!, 36)
    if (purpose === 'confirm' && (expiresAtSeconds === 0 || expiresAtSeconds * 1000 < now.getTime())) return { ok: false, reason: 'expired' }
    return { ok: true, purpose, subscriberId: Number(match[2]), mac: match[4]!, expiresAtSeconds }
  }

  /** Whether a read token was signed by this secret for this address. */
  matches(check: Extract<TokenCheck, { ok: true }>, email: string): boolean {
    const expected = Buffer.from(this.mac(check.purpose, check.subscriberId, check.expiresAtSeconds.toString(36), email))
    const given = Buffer.from(check.mac)
    return given.length === expected.length && timingSafeEqual(given, expected)
  }

  private mac(purpose: TokenPurpose, subscriberId: number, exp: string, email: string): string {
    return createHmac('sha256', this.secret).update(`${purpose}|${subscriberId}|${exp}|${email}`).digest('base64url').slice(0, MAC_CHARS)
  }
}
