// A form posted with fetch instead of leaving the page (contact/ContactForm.tsx, documents/DocumentDownloadForm.tsx,
// alerts/AlertSignup.tsx): the same urlencoded fields as the plain post (a repeated field stays repeated), the button
// says the form's `data-busy` and is disabled while the answer is pending (a second submit does nothing), the outcome
// goes into the form's outcome box, and success empties the fields marked `data-clear`. A document form (`data-file`)
// saves the PDF under that name. The server answers in the form's language (its `lang` field), and may name the field
// it refused (`field`), marked aria-invalid until the next answer; the texts without a server answer are the form's
// `data-done`, `data-failed` (no answer) and `data-unexpected` (an answer that is not the form's).
import { hook, hooksAll, type Enhancer } from '../../enhance/module'
import { languageRuns } from '../../i18n/text-language'
import { pageLocale } from '../../enhance/dom'
import { alertAttrs, FETCH_FORM as F } from './contract'

function init(root: HTMLElement) {
  const form = root as HTMLFormElement
  const doc = form.ownerDocument
  const button = hook<HTMLButtonElement>(form, F, 'submit')
  const box = hook(form, F, 'result')
  const template = hook<HTMLTemplateElement>(form, F, 'alert')
  const { busy: busyText, done, failed, unexpected, file } = form.dataset
  const idleText = button.textContent
  let busy = false

  /** An upstream's text, its runs in the other language marked as such (as LangText on the server). */
  const marked = (text: string) =>
    languageRuns(text, pageLocale(doc)).map(({ text, lang }) => {
      if (!lang) return text
      const span = doc.createElement('span')
      span.textContent = text
      span.lang = lang
      return span
    })
  const show = (ok: boolean, text = '', detail?: string, field?: string) => {
    for (const el of form.querySelectorAll('[aria-invalid]')) el.removeAttribute('aria-invalid')
    for (const el of form.elements) if (field && el.getAttribute('name') === field) el.setAttribute('aria-invalid', 'true')
    const alert = template.content.firstElementChild!.cloneNode(true) as HTMLElement
    const { className, role } = alertAttrs(ok, box.getAttribute(F.hooks.result) ?? '')
    alert.className = className
    alert.setAttribute('role', role)
    const detailPart = hook(alert, F, 'detail')
    alert.replaceChildren(...marked(text))
    // The upstream's own words beside the site's text.
    if (detail) {
      hook(detailPart, F, 'detailText').replaceChildren(...marked(detail))
      alert.append(detailPart)
    }
    box.replaceChildren(alert)
  }
  const setBusy = (on: boolean) => {
    busy = on
    button.disabled = on
    button.textContent = on ? (busyText ?? '') : idleText
    form.setAttribute('aria-busy', String(on))
  }

  form.addEventListener('submit', async (e) => {
    e.preventDefault()
    if (busy) return
    // A required field of spaces only is empty: the browser says so, as for an empty one.
    for (const field of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[required]')) if (!field.value.trim()) field.value = ''
    if (!form.reportValidity()) return
    setBusy(true)
    box.replaceChildren()
    try {
      const res = await fetch(form.action, {
        method: 'POST',
        headers: { accept: file ? 'application/pdf, application/json' : 'application/json' },
        body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      })
      if (file ? res.ok && res.headers.get('content-type')?.includes('application/pdf') : res.status === 200) {
        if (file) save(doc, await res.blob(), file)
        const { message, detail } = file ? {} : await answerOf(res)
        for (const field of hooksAll<HTMLInputElement>(form, F, 'clear')) field.value = ''
        show(true, message ?? done, detail)
      } else {
        const { message, detail, field } = await answerOf(res)
        // Without a message: a failure of the server (or of ours to reach it), else an answer the form did not expect.
        show(false, message ?? (res.status >= 500 || (!res.ok && !file) ? failed : unexpected), detail, field)
      }
    } catch {
      show(false, failed)
    } finally {
      setBusy(false)
    }
  })
}

/** The server's JSON answer: its message, when there is one, the upstream's own words beside it, the refused field. */
async function answerOf(res: Response): Promise<{ message?: string; detail?: string; field?: string }> {
  const body = (await res.json().catch(() => null)) as { message?: unknown; detail?: unknown; field?: unknown } | null
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)
  const message = text(body?.message)
  return message ? { message, detail: text(body?.detail), field: text(body?.field) } : {}
}

/** Saves a downloaded file under its name. */
function save(doc: Document, blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = doc.createElement('a')
  link.href = url
  link.download = name
  doc.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

export const fetchFormEnhancer: Enhancer = { contract: F, init }
