// How long to wait, in words that match the Retry-After header sent with the same answer, in the form's language.
import { m } from '../i18n/messages'
import { formatNumber } from '../i18n/numbers'
import type { Locale } from '../routes/locale'

/** "about 10 seconds", "about 1 minute", "about 15 minutes": seconds under 90 stay seconds, else whole minutes rounded up. */
export function aboutDuration(seconds: number, locale: Locale = 'en'): string {
  const s = Math.max(1, Math.ceil(seconds))
  // English picks "second"/"seconds" by the number; Bengali writes it in Bengali digits.
  const count = (n: number) => (locale === 'en' ? n : formatNumber(n, locale))
  return s < 90 ? m.wait_seconds({ count: count(s) }, { locale }) : m.wait_minutes({ count: count(Math.ceil(s / 60)) }, { locale })
}

/** The answer when every document slot is taken: the site is up, just full for a moment. */
export function busyText(retryAfterSeconds: number, locale: Locale = 'en'): string {
  return m.wait_busy({ wait: aboutDuration(retryAfterSeconds, locale) }, { locale })
}

/** Too many failed document attempts for this mobile number or connection. */
export function tooManyAttemptsText(retryAfterSeconds: number, locale: Locale = 'en'): string {
  return m.wait_tooManyAttempts({ wait: aboutDuration(retryAfterSeconds, locale) }, { locale })
}

/** Too many contact messages from this connection. */
export function tooManyMessagesText(retryAfterSeconds: number, locale: Locale = 'en'): string {
  return m.contact_tooMany({ wait: aboutDuration(retryAfterSeconds, locale) }, { locale })
}

/** Too many admission result lookups from this connection. */
export function tooManyLookupsText(retryAfterSeconds: number, locale: Locale = 'en'): string {
  return m.result_tooMany({ wait: aboutDuration(retryAfterSeconds, locale) }, { locale })
}
