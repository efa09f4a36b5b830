// Contact form validation (site spec §5) and its outcome texts, for POST /api/contact and the page that shows them.
import type { ContactMessage } from '../domain/types'
import { m } from '../i18n/messages'
import { shownOutcome, type ShownOutcome } from './form-outcome'
import type { Locale } from '../routes/locale'

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const
export type ContactField = (typeof CONTACT_FIELDS)[number]

/** How each field is named in messages and labels. */
export const CONTACT_FIELD_LABELS: Record<ContactField, string> = {
  name: 'Name',
  email: 'E-mail',
  subject: 'Subject',
  message: 'Message',
}

/** The spec's texts for the form's outcomes (§8). */
export const CONTACT_TEXTS = {
  success: 'Message sent successfully',
  non200: 'Something went wrong. Please try again.',
  requestFailure: 'Server error, please try later.',
  invalidEmail: 'Please enter a valid e-mail address.',
  sending: 'Sending...',
  tooLarge: 'Your message is too long. Please shorten it and try again.',
  tooMany: 'Too many messages from your connection. Please wait a few minutes and try again.',
} as const

export const requiredMessage = (field: ContactField) => `${CONTACT_FIELD_LABELS[field]} is required.`

/** A field's label in the page's language. */
export const contactFieldLabel = (name: ContactField, locale: Locale) =>
  ({ name: m.contact_fieldName, email: m.contact_fieldEmail, subject: m.contact_fieldSubject, message: m.contact_fieldMessage })[name]({}, { locale })

/**
 * An outcome's text in the page's language: the site's own texts (above, in English) have their Bengali message;
 * an upstream's message is shown as it came. The server answers a Bengali form's post with it, and the page shows a
 * plain post's outcome with it.
 */
export function contactOutcomeText(message: string, locale: Locale): string {
  if (locale === 'en') return message
  const own: Record<string, () => string> = {
    [CONTACT_TEXTS.success]: () => m.contact_sent({}, { locale }),
    [CONTACT_TEXTS.non200]: () => m.contact_failed({}, { locale }),
    [CONTACT_TEXTS.requestFailure]: () => m.contact_serverError({}, { locale }),
    [CONTACT_TEXTS.invalidEmail]: () => m.contact_invalidEmail({}, { locale }),
    [CONTACT_TEXTS.tooLarge]: () => m.contact_tooLong({}, { locale }),
    [CONTACT_TEXTS.tooMany]: () => m.contact_tooMany({ wait: m.contact_aFewMinutes({}, { locale }) }, { locale }),
  }
  for (const name of CONTACT_FIELDS) own[requiredMessage(name)] = () => m.contact_required({ field: contactFieldLabel(name, locale) }, { locale })
  return own[message]?.() ?? message
}

/**
 * The browser's rule for <input type="email"> (WHATWG HTML "valid e-mail address"),
 * so the server accepts exactly what the browser lets through.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_PATTERN.test(value)
}

export type ContactValidation =
  | { ok: true; value: ContactMessage }
  | { ok: false; field: ContactField; message: string; values: Record<ContactField, string> }

/** Reads one field: a string (trimmed), anything else (missing, repeated, an object) counts as empty. */
function field(input: Record<string, unknown>, name: ContactField): string {
  const raw = input[name]
  return typeof raw === 'string' ? raw.trim() : ''
}

/** Every field is required; the e-mail must have a valid format. The first problem is reported. */
export function validateContact(input: unknown): ContactValidation {
  const source = input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {}
  const values = {
    name: field(source, 'name'),
    email: field(source, 'email'),
    subject: field(source, 'subject'),
    message: field(source, 'message'),
  }
  for (const name of CONTACT_FIELDS) {
    if (!values[name]) return { ok: false, field: name, message: requiredMessage(name), values }
  }
  if (!isValidEmail(values.email)) return { ok: false, field: 'email', message: CONTACT_TEXTS.invalidEmail, values }
  return { ok: true, value: values }
}

/** What a JSON answer of POST /api/contact means to the browser form (§8). */
export function contactOutcome(status: number | null, body: unknown): { ok: boolean; message: string } {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined
  const text = typeof message === 'string' && message.trim() ? message.trim() : null
  // No answer at all: the request failed.
  if (status === null) return { ok: false, message: CONTACT_TEXTS.requestFailure }
  if (status === 200) return { ok: true, message: text ?? CONTACT_TEXTS.success }
  // Another 2xx answer: not the success the form expects.
  if (status >= 200 && status < 300) return { ok: false, message: CONTACT_TEXTS.non200 }
  // An error answer: the server's message, else the spec's request-failure text.
  return { ok: false, message: text ?? CONTACT_TEXTS.requestFailure }
}

/** Longest upstream message passed on to a visitor; a longer one is not meant for them. */
const UPSTREAM_MESSAGE_MAX = 300

/**
 * How our server answers the form for what the upstream contact call answered (§8), or for no
 * answer (`null`: unreachable or timed out). A failed request shows the server's message, else the
 * spec's request-failure text; a message too long to be meant for a visitor is not passed on.
 */
export function contactReply(upstream: { status: number; message: string | null } | null): { status: number; ok: boolean; message: string } {
  if (upstream === null) return { status: 503, ...contactOutcome(null, null) }
  const { status, message } = upstream
  const shown = message !== null && (status === 200 || message.length <= UPSTREAM_MESSAGE_MAX) ? message : null
  // The same texts the browser form shows for an answer of that status (§8).
  const outcome = contactOutcome(status, { message: shown })
  // A rejection of the message itself (400, 422): the visitor can correct it.
  return { status: outcome.ok ? 200 : status === 400 || status === 422 ? 422 : 502, ...outcome }
}

/** A contact post's outcome on a page in `locale` (an upstream's English words beside the site's Bengali text). */
export const shownContactOutcome = (result: { ok: boolean; message: string }, locale: Locale): ShownOutcome =>
  shownOutcome(result, locale, contactOutcomeText(result.message, locale), () => (result.ok ? m.contact_sent : m.contact_failed)({}, { locale }))
