import type { FormResult } from '../../domain/forms'
import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { contactFieldLabel, shownContactOutcome, type ContactField } from '../../logic/contact'
import { FormOutcome } from '../fetch-form/FormOutcome'
import { FETCH_FORM } from '../fetch-form/contract'
import { hookAttrs, moduleRoot } from '../module'

/** The four required fields (spec §3 'Contact message'), in form order. */
const FIELDS: { name: ContactField; type: 'text' | 'email' | 'textarea'; autoComplete?: string; half?: boolean }[] = [
  { name: 'name', type: 'text', autoComplete: 'name', half: true },
  { name: 'email', type: 'email', autoComplete: 'email', half: true },
  { name: 'subject', type: 'text' },
  { name: 'message', type: 'textarea' },
]

/** Where the form posts: the server validates again and forwards to the upstream. */
export const CONTACT_ENDPOINT = '/api/contact'

/**
 * The contact form: a real POST to /api/contact that works without JavaScript (the server answers with this page
 * showing the outcome, the typed values kept after an error). The page's script (../fetch-form/enhance.ts) posts it
 * with fetch instead: the texts it shows of its own ('Sending...', the outcomes without a server answer) are the
 * form's `data-*`; the server's answers come in the page's language; success clears the fields marked `data-clear`.
 */
export function ContactForm({ initialResult }: { initialResult: FormResult | null }) {
  const locale = useLocale()
  const values = initialResult && !initialResult.ok ? initialResult.values : undefined
  return (
    <form
      {...moduleRoot(FETCH_FORM)}
      method="post"
      action={CONTACT_ENDPOINT}
      className="contact-form"
      data-busy={m.contact_sending({}, { locale })}
      data-done={m.contact_sent({}, { locale })}
      data-failed={m.contact_serverError({}, { locale })}
      data-unexpected={m.contact_failed({}, { locale })}
    >
      <FormOutcome id="contact-form-result" result={initialResult && shownContactOutcome(initialResult, locale)} />
      {/* A post from a Bengali page comes back to it, its outcome in Bengali (server/forms/outcome.ts). */}
      {locale === 'bn' ? <input type="hidden" name="lang" value="bn" /> : null}
      <div className="row g-3">
        {FIELDS.map(({ name, type, autoComplete, half }) => {
          const props = { id: `contact-${name}`, name, required: true, className: 'form-control', defaultValue: values?.[name] ?? '', 'data-clear': '' }
          return (
            <div key={name} className={half ? 'col-12 col-md-6' : 'col-12'}>
              <label htmlFor={props.id} className="form-label">
                {contactFieldLabel(name, locale)}
              </label>
              {type === 'textarea' ? <textarea rows={6} {...props} /> : <input type={type} autoComplete={autoComplete} {...props} />}
            </div>
          )
        })}
        <div className="col-12">
          <button type="submit" {...hookAttrs(FETCH_FORM, 'submit')} className="btn btn-success px-4">
            {m.contact_send({}, { locale })}
          </button>
        </div>
      </div>
    </form>
  )
}
