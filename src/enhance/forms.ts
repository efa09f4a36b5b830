// The contact and document forms (src/components/contact/ContactForm.tsx, documents/DocumentDownloadForm.tsx),
// posted with fetch instead of leaving the page: the button says the form's `data-busy` and is disabled while the
// answer is pending (a second submit does nothing), the outcome goes into the form's `[data-form-result]` box, and
// success empties the fields marked `data-clear`. A document form (`data-file`) saves the PDF under that name.
// The server answers in the form's language (its `lang` field); the texts without a server answer are the form's
// `data-done`, `data-failed` (no answer) and `data-unexpected` (an answer that is not the form's).
import { textLanguage } from '../i18n/text-language'
import { all } from './dom'

for (const form of all<HTMLFormElement>('form[data-busy]')) {
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]')
  const box = form.querySelector<HTMLElement>('[data-form-result]')
  const { busy: busyText, done, failed, unexpected, file } = form.dataset
  if (!button || !box) continue
  const idleText = button.textContent
  let busy = false

  /** An upstream's text in the other language is marked as such (LangText on the server). */
  const marked = (text: string) => {
    const span = document.createElement('span')
    span.textContent = text
    const lang = textLanguage(text)
    if (lang !== document.documentElement.lang) span.lang = lang
    return span
  }
  const show = (ok: boolean, text = '', detail?: string) => {
    const alert = document.createElement('p')
    alert.className = `alert alert-${ok ? 'success' : 'danger'} ${box.dataset.formResult}`.trim()
    alert.setAttribute('role', ok ? 'status' : 'alert')
    alert.append(marked(text))
    // The upstream's own words beside the site's text (FormOutcome.tsx writes the same).
    if (detail) alert.append(' (', marked(detail), ')')
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
    const fields = all<HTMLInputElement | HTMLTextAreaElement>('[required]', form)
    for (const field of fields) if (!field.value.trim()) field.value = ''
    if (!form.reportValidity()) return
    setBusy(true)
    box.replaceChildren()
    try {
      const res = await fetch(form.action, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: file ? 'application/pdf, application/json' : 'application/json' },
        body: JSON.stringify(Object.fromEntries(new FormData(form))),
      })
      if (file ? res.ok && res.headers.get('content-type')?.includes('application/pdf') : res.status === 200) {
        if (file) save(await res.blob(), file)
        const { message, detail } = file ? {} : await answerOf(res)
        for (const field of all<HTMLInputElement>('[data-clear]', form)) field.value = ''
        show(true, message ?? done, detail)
      } else {
        const { message, detail } = await answerOf(res)
        // Without a message: a failure of the server (or of ours to reach it), else an answer the form did not expect.
        show(false, message ?? (res.status >= 500 || (!res.ok && !file) ? failed : unexpected), detail)
      }
    } catch {
      show(false, failed)
    } finally {
      setBusy(false)
    }
  })
}

/** The server's JSON answer: its message, when there is one, and the upstream's own words beside it. */
async function answerOf(res: Response): Promise<{ message?: string; detail?: string }> {
  const body = (await res.json().catch(() => null)) as { message?: unknown; detail?: unknown } | null
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined)
  const message = text(body?.message)
  return message ? { message, detail: text(body?.detail) } : {}
}

/** Saves a downloaded file under its name. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
