import { cloneElement, useId, useState, type FormEvent, type InputHTMLAttributes, type ReactElement } from 'react'
import { useData, useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { formatNumber } from '../../i18n/numbers'
import type { Locale } from '../../routes/locale'
import { LangText } from '../LangText'
import type { DocumentDownload } from '../../content/documents'
import { DOCUMENT_TEXTS, MAX_CODE_LENGTH } from '../../logic/documents'
import { PageBanner } from '../PageBanner'
import { PageTitle } from '../PageTitle'
import type { DocumentPageData } from '../../data/documents'

/**
 * An outcome's text in the page's language: the site's own texts (logic/documents.ts, in English; the
 * server answers with them too) have their Bengali message; an upstream's message is shown as it came.
 */
function outcomeText(message: string, locale: Locale): string {
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

type Status = { state: 'idle' | 'busy' } | { state: 'success' | 'error'; message: string }

/**
 * An applicant document download: Mobile Number and Password. A real form post (works without
 * JavaScript: the answer is the PDF, or a redirect back to this page with the error box); with JavaScript it posts by
 * fetch, shows 'Downloading...' while busy and saves the PDF under the document's file name.
 */
export function DocumentDownloadForm({ document: doc }: { document: DocumentDownload }) {
  const { intake, formResult } = useData<DocumentPageData>()
  const locale = useLocale()
  const id = useId()
  const [mobile, setMobile] = useState(formResult?.values?.mobile_number ?? '')
  const [code, setCode] = useState('')
  const [status, setStatus] = useState<Status>(
    formResult ? { state: formResult.ok ? 'success' : 'error', message: formResult.message } : { state: 'idle' },
  )
  const busy = status.state === 'busy'

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setStatus({ state: 'busy' })
    try {
      const res = await fetch(doc.action, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/pdf, application/json' },
        body: JSON.stringify({ mobile_number: mobile, verification_code: code }),
      })
      if (res.ok && (res.headers.get('content-type') ?? '').includes('application/pdf')) {
        saveFile(await res.blob(), doc.fileName)
        setCode('')
        setStatus({ state: 'success', message: doc.successMessage })
        return
      }
      const body = (await res.json().catch(() => null)) as { message?: unknown } | null
      const message = typeof body?.message === 'string' && body.message ? body.message : res.status >= 500 ? DOCUMENT_TEXTS.serverError : DOCUMENT_TEXTS.failed
      setStatus({ state: 'error', message })
    } catch {
      setStatus({ state: 'error', message: DOCUMENT_TEXTS.serverError })
    }
  }

  return (
    <>
      <PageTitle title={doc.heading} description={doc.intro} />
      <PageBanner title={doc.heading} subtitle={m.documents_subtitle({ intake }, { locale })} />
      <div className="container">
        <div className="row justify-content-center">
          <div className="col-12 col-md-8 col-lg-6">
            <p>{doc.intro}</p>
            <form method="post" action={doc.action} onSubmit={onSubmit} className="card card-body shadow-sm" aria-busy={busy}>
              {/* A plain post from a Bengali page comes back to it (server/forms/outcome.ts). */}
              {locale === 'bn' ? <input type="hidden" name="lang" value="bn" /> : null}
              <Field id={`${id}-mobile`} label={m.documents_mobile({}, { locale })} hint={m.documents_mobileHint({}, { locale })}>
                <input
                  name="mobile_number"
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel"
                  maxLength={20}
                  value={mobile}
                  onChange={(e) => setMobile(e.target.value)}
                />
              </Field>
              <Field id={`${id}-code`} label={m.documents_password({}, { locale })}>
                <input
                  name="verification_code"
                  type="password"
                  autoComplete="current-password"
                  maxLength={MAX_CODE_LENGTH}
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              </Field>
              <button type="submit" className="btn btn-success w-100" disabled={busy}>
                {busy ? m.documents_downloading({}, { locale }) : m.documents_download({}, { locale })}
              </button>
              <div className="mt-3" aria-live="polite">
                {status.state === 'success' ? (
                  <div className="alert alert-success mb-0" role="status">
                    <LangText text={outcomeText(status.message, locale)} />
                  </div>
                ) : null}
              </div>
              {status.state === 'error' ? (
                <div className="alert alert-danger mb-0" role="alert">
                  <LangText text={outcomeText(status.message, locale)} />
                </div>
              ) : null}
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

/** Saves a downloaded blob under the given name. */
function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.appendChild(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
