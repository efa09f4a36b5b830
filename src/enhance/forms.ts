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

  const show = (ok: boolean, text = '') => {
    const alert = document.createElement('p')
    alert.className = `alert alert-${ok ? 'success' : 'danger'} ${box.dataset.formResult}`.trim()
    alert.setAttribute('role', ok ? 'status' : 'alert')
    alert.textContent = text
    // An upstream's text in the other language is marked as such (LangText on the server).
    const lang = textLanguage(text)
    if (lang !== document.documentElement.lang) alert.lang = lang
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
        const { message } = file ? {} : await answerOf(res)
        for (const field of all<HTMLInputElement>('[data-clear]', form)) field.value = ''
        show(true, message ?? done)
      } else {
        const { message } = await answerOf(res)
        // Without a message: a failure of the server (or of ours to reach it), else an answer the form did not expect.
        show(false, message ?? (res.status >= 500 || (!res.ok && !file) ? failed : unexpected))
      }
    } catch {
      show(false, failed)
    } finally {
      setBusy(false)
    }
  })
}

/** The server's JSON answer: its message, when there is one. */
async function answerOf(res: Response): Promise<{ message?: string }> {
  const body = (await res.json().catch(() => null)) as { message?: unknown } | null
  return typeof body?.message === 'string' && body.message.trim() ? { message: body.message.trim() } : {}
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
