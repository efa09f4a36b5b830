import { cloneElement, useId, type InputHTMLAttributes, type ReactElement } from 'react'
import { useData, useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import type { DocumentDownload } from '../../content/documents'
import { MAX_CODE_LENGTH, shownDocumentOutcome } from '../../logic/documents'
import { FormOutcome } from '../fetch-form/FormOutcome'
import { FETCH_FORM } from '../fetch-form/contract'
import { hookAttrs, moduleRoot } from '../module'
import { PageBanner } from '../PageBanner'
import { PageTitle } from '../PageTitle'
import type { DocumentPageData } from '../../data/documents'

/**
 * An applicant document download: Mobile Number and Password. A real form post (works without JavaScript: the
 * answer is the PDF, or a redirect back to this page with the error box). The page's script (../fetch-form/enhance.ts)
 * posts it with fetch instead: 'Downloading...' while busy (the form's `data-busy`), the PDF saved under
 * `data-file` with `data-done` said, the password (`data-clear`) emptied; the server's errors come in the page's language.
 */
export function DocumentDownloadForm({ document: doc }: { document: DocumentDownload }) {
  const { intake, formResult } = useData<DocumentPageData>()
  const locale = useLocale()
  const id = useId()
  return (
    <>
      <PageTitle title={doc.heading} description={doc.intro} />
      <PageBanner title={doc.heading} subtitle={m.documents_subtitle({ intake }, { locale })} />
      <div className="container">
        <div className="row justify-content-center">
          <div className="col-12 col-md-8 col-lg-6">
            <p>{doc.intro}</p>
            <form
              {...moduleRoot(FETCH_FORM)}
              method="post"
              action={doc.action}
              className="card card-body shadow-sm"
              data-busy={m.documents_downloading({}, { locale })}
              data-done={doc.successMessage}
              data-file={doc.fileName}
              data-failed={m.contact_serverError({}, { locale })}
              data-unexpected={m.documents_failed({}, { locale })}
            >
              {/* A post from a Bengali page comes back to it, its outcome in Bengali (server/forms/outcome.ts). */}
              {locale === 'bn' ? <input type="hidden" name="lang" value="bn" /> : null}
              <Field id={`${id}-mobile`} label={m.documents_mobile({}, { locale })} hint={m.documents_mobileHint({}, { locale })}>
                <input
                  name="mobile_number"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  maxLength={20}
                  defaultValue={formResult?.values?.mobile_number ?? ''}
                />
              </Field>
              <Field id={`${id}-code`} label={m.documents_password({}, { locale })}>
                <input
                  name="verification_code"
                  type="password"
                  autoComplete="current-password"
                  maxLength={MAX_CODE_LENGTH}
                  data-clear=""
                />
              </Field>
              <button type="submit" {...hookAttrs(FETCH_FORM, 'submit')} className="btn btn-success w-100">
                {m.documents_download({}, { locale })}
              </button>
              <FormOutcome
                className="mt-3"
                alertClass="mb-0"
                result={formResult && shownDocumentOutcome(formResult, locale)}
              />
            </form>
          </div>
        </div>
      </div>
    </>
  )
}

/** A labelled, required form field around one input (its id, class and hint are added here). */
function Field({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactElement<InputHTMLAttributes<HTMLInputElement>> }) {
  const hintId = hint ? `${id}-hint` : undefined
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {cloneElement(children, { id, className: 'form-control', required: true, 'aria-describedby': hintId })}
      {hint ? (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      ) : null}
    </div>
  )
}
