import { useState, type FormEvent } from 'react'
import type { FormResult } from '../../domain/forms'
import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { CONTACT_FIELDS, CONTACT_TEXTS, contactOutcome, requiredMessage, validateContact, type ContactField } from '../../logic/contact'
import type { Locale } from '../../routes/locale'
import { LangText } from '../LangText'

type Values = Record<ContactField, string>

const EMPTY: Values = { name: '', email: '', subject: '', message: '' }

/** The four required fields (spec §3 'Contact message'), in form order. */
const FIELDS: { name: ContactField; type: 'text' | 'email' | 'textarea'; autoComplete?: string; half?: boolean }[] = [
  { name: 'name', type: 'text', autoComplete: 'name', half: true },
  { name: 'email', type: 'email', autoComplete: 'email', half: true },
  { name: 'subject', type: 'text' },
  { name: 'message', type: 'textarea' },
]

/** A field's label in the page's language. */
const fieldLabel = (name: ContactField, locale: Locale) =>
  ({ name: m.contact_fieldName, email: m.contact_fieldEmail, subject: m.contact_fieldSubject, message: m.contact_fieldMessage })[name]({}, { locale })

/**
 * An outcome's text in the page's language: the form's and the server's own texts (logic/contact.ts, in
 * English) have their Bengali message; an upstream's message is shown as it came.
 */
function outcomeText(message: string, locale: Locale): string {
  if (locale === 'en') return message
  const own: Record<string, () => string> = {
    [CONTACT_TEXTS.success]: () => m.contact_sent({}, { locale }),
    [CONTACT_TEXTS.non200]: () => m.contact_failed({}, { locale }),
    [CONTACT_TEXTS.requestFailure]: () => m.contact_serverError({}, { locale }),
    [CONTACT_TEXTS.invalidEmail]: () => m.contact_invalidEmail({}, { locale }),
    [CONTACT_TEXTS.tooLarge]: () => m.contact_tooLong({}, { locale }),
    [CONTACT_TEXTS.tooMany]: () => m.contact_tooMany({ wait: m.contact_aFewMinutes({}, { locale }) }, { locale }),
  }
  for (const name of CONTACT_FIELDS) own[requiredMessage(name)] = () => m.contact_required({ field: fieldLabel(name, locale) }, { locale })
  return own[message]?.() ?? message
}

/** Where the form posts: the server validates again and forwards to the upstream. */
export const CONTACT_ENDPOINT = '/api/contact'

function valuesOf(result: FormResult | null): Values {
  const v = result && !result.ok ? result.values : undefined
  return { name: v?.name ?? '', email: v?.email ?? '', subject: v?.subject ?? '', message: v?.message ?? '' }
}

/** Posts the message as JSON; the answer decides the text (spec §8). */
async function send(values: Values): Promise<{ ok: boolean; message: string }> {
  let response: Response
  try {
    response = await fetch(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(values),
    })
  } catch {
    return contactOutcome(null, null)
  }
  const body: unknown = await response.json().catch(() => null)
  return contactOutcome(response.status, body)
}

/**
 * The contact form: a real POST to /api/contact that works without JavaScript, enhanced to post
 * with fetch ('Sending...' and disabled while sending; success clears the form).
 */
export function ContactForm({ initialResult }: { initialResult: FormResult | null }) {
  const locale = useLocale()
  const [values, setValues] = useState<Values>(() => valuesOf(initialResult))
  const [sending, setSending] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(initialResult)

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault()
    if (sending) return
    const checked = validateContact(values)
    if (!checked.ok) {
      setResult({ ok: false, message: checked.message })
      return
    }
    setSending(true)
    setResult(null)
    const outcome = await send(values)
    setSending(false)
    setResult(outcome)
    if (outcome.ok) setValues(EMPTY)
  }

  return (
    <form method="post" action={CONTACT_ENDPOINT} className="contact-form" onSubmit={onSubmit}>
      <div id="contact-form-result" aria-live="polite">
        {result ? (
          <p className={`alert ${result.ok ? 'alert-success' : 'alert-danger'}`} role={result.ok ? 'status' : 'alert'}>
            <LangText text={outcomeText(result.message, locale)} />
          </p>
        ) : null}
      </div>
      {/* A plain post from a Bengali page comes back to it (server/forms/outcome.ts). */}
      {locale === 'bn' ? <input type="hidden" name="lang" value="bn" /> : null}
      <div className="row g-3">
        {FIELDS.map(({ name, type, autoComplete, half }) => {
          const props = {
            id: `contact-${name}`,
            name,
            required: true,
            className: 'form-control',
            value: values[name],
            onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
          }
          return (
            <div key={name} className={half ? 'col-12 col-md-6' : 'col-12'}>
              <label htmlFor={props.id} className="form-label">
                {fieldLabel(name, locale)}
              </label>
              {type === 'textarea' ? <textarea rows={6} {...props} /> : <input type={type} autoComplete={autoComplete} {...props} />}
            </div>
          )
        })}
        <div className="col-12">
          <button type="submit" className="btn btn-success px-4" disabled={sending}>
            {sending ? m.contact_sending({}, { locale }) : m.contact_send({}, { locale })}
          </button>
        </div>
      </div>
    </form>
  )
}
