// Applicant document downloads: form validation, its outcome texts and the safe file-path check (pure, unit-tested).
import type { DocumentKind } from '../domain/types'
import { m } from '../i18n/messages'
import { shownOutcome, type ShownOutcome } from './form-outcome'
import { formatNumber } from '../i18n/numbers'
import type { Locale } from '../routes/locale'

export const DOCUMENT_KINDS: readonly DocumentKind[] = ['admission-form', 'admit-card', 'offer-letter']

export function isDocumentKind(value: unknown): value is DocumentKind {
  return typeof value === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(value)
}

/** Longest verification code (the on-screen 'Password') the server forwards. */
export const MAX_CODE_LENGTH = 64

export const DOCUMENT_TEXTS = {
  missingMobile: 'Please enter your mobile number.',
  badMobile: 'Please enter a valid mobile number, e.g. 01712345678.',
  missingCode: 'Please enter your password.',
  longCode: `The password must be at most ${MAX_CODE_LENGTH} characters.`,
  /** Response codes other than '00' without a message, and refused answers. */
  failed: 'Something went wrong.',
  /** The upstream request failed: no answer, a 5xx, or a 4xx without a message. */
  serverError: 'Server error, please try later.',
  /** The file is over the size the site sends; refused before any byte. */
  tooLarge: 'This document is too large to download here. Please contact the Admission and Information Division.',
} as const

/**
 * An outcome's text in the page's language: the site's own texts (above, in English) have their Bengali message;
 * an upstream's message is shown as it came. The server answers a Bengali form's post with it, and the page shows a
 * plain post's outcome with it.
 */
export function documentOutcomeText(message: string, locale: Locale): string {
  if (locale === 'en') return message
  const own: Record<string, () => string> = {
    [DOCUMENT_TEXTS.missingMobile]: () => m.documents_enterMobile({}, { locale }),
    [DOCUMENT_TEXTS.badMobile]: () => m.documents_invalidMobile({}, { locale }),
    [DOCUMENT_TEXTS.missingCode]: () => m.documents_enterPassword({}, { locale }),
    [DOCUMENT_TEXTS.longCode]: () => m.documents_passwordTooLong({ max: formatNumber(MAX_CODE_LENGTH, locale) }, { locale }),
    [DOCUMENT_TEXTS.failed]: () => m.documents_failed({}, { locale }),
    [DOCUMENT_TEXTS.serverError]: () => m.contact_serverError({}, { locale }),
    [DOCUMENT_TEXTS.tooLarge]: () => m.documents_tooLarge({}, { locale }),
  }
  return own[message]?.() ?? message
}

/** A document post's outcome on a page in `locale`: the API's own refusal (in English) beside the site's Bengali text. */
export const shownDocumentOutcome = (result: { ok: boolean; message: string }, locale: Locale): ShownOutcome =>
  shownOutcome(result, locale, documentOutcomeText(result.message, locale), () => m.documents_notVerified({}, { locale }))

const BENGALI_DIGITS = '০১২৩৪৫৬৭৮৯'

/**
 * The mobile number to send upstream, or null when the input is not a phone number. The spec sets
 * no format rule, so any number of 6 to 15 digits (with an optional leading +) passes as typed;
 * a Bangladeshi mobile in an international form (+880…, 880…, 00880…) is sent in its national
 * form 01…, the form applicants register with. Bengali digits count as digits; spaces, dashes,
 * dots and brackets are ignored.
 */
export function normaliseMobile(input: string): string | null {
  const compact = input
    .trim()
    .replace(/[০-৯]/g, (d) => String(BENGALI_DIGITS.indexOf(d)))
    .replace(/[\s().-]/g, '')
  const bangladeshi = /^(?:\+|00)?880(1\d{9})$/.exec(compact)
  if (bangladeshi) return `0${bangladeshi[1]}`
  return /^\+?\d{6,15}$/.test(compact) ? compact : null
}

export type DocumentRequest = { ok: true; mobile: string; code: string } | { ok: false; message: string }

/** Validates the posted fields (JSON or urlencoded body). The code is never trimmed or echoed. */
export function validateDocumentRequest(body: unknown): DocumentRequest {
  const fields = body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  const rawMobile = typeof fields.mobile_number === 'string' ? fields.mobile_number : ''
  const code = typeof fields.verification_code === 'string' ? fields.verification_code : ''
  if (!rawMobile.trim()) return { ok: false, message: DOCUMENT_TEXTS.missingMobile }
  const mobile = rawMobile.length <= 32 ? normaliseMobile(rawMobile) : null
  if (!mobile) return { ok: false, message: DOCUMENT_TEXTS.badMobile }
  if (!code.trim()) return { ok: false, message: DOCUMENT_TEXTS.missingCode }
  if (code.length > MAX_CODE_LENGTH) return { ok: false, message: DOCUMENT_TEXTS.longCode }
  return { ok: true, mobile, code }
}

/** Longest file path accepted from the upstream answer. */
const MAX_PATH_LENGTH = 512

/**
 * The URL of an upstream file path under `fileBaseUrl`, or null when the path is not a plain
 * relative path that stays there: no scheme, no leading slash, no `..` segment (also not
 * percent-encoded, even twice), no backslash, no control character, no query or fragment.
 * The resolved URL must keep the base's origin and path prefix.
 */
export function safeFileUrl(path: unknown, fileBaseUrl: string): URL | null {
  if (typeof path !== 'string' || path.length === 0 || path.length > MAX_PATH_LENGTH) return null
  if (path !== path.trim()) return null
  if (!isPlainRelativePath(path)) return null
  // Encoded forms: check every decoding until it is stable (a bad escape is refused).
  let decoded = path
  for (let round = 0; round < 3 && decoded.includes('%'); round++) {
    let next: string
    try {
      next = decodeURIComponent(decoded)
    } catch {
      return null
    }
    if (next === decoded) break
    if (!isPlainRelativePath(next)) return null
    decoded = next
  }
  if (decoded.includes('%') && /%[0-9a-f]{2}/i.test(decoded)) return null // still encoded after three rounds

  let base: URL
  try {
    base = new URL(fileBaseUrl.endsWith('/') ? fileBaseUrl : `${fileBaseUrl}/`)
  } catch {
    return null
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') return null
  let url: URL
  try {
    url = new URL(path, base)
  } catch {
    return null
  }
  if (url.origin !== base.origin || url.username || url.password) return null
  if (!url.pathname.startsWith(base.pathname) || url.pathname === base.pathname) return null
  if (url.search || url.hash) return null
  return url
}

function isPlainRelativePath(path: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\?#]/.test(path)) return false
  if (path.startsWith('/')) return false
  if (path.includes(':')) return false // a scheme (https:, javascript:, file:) or a drive letter
  if (path.includes('//')) return false
  return path.split('/').every((segment) => segment !== '..' && segment !== '.' && segment !== '')
}
