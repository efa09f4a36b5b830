// The notice-alert form (src/components/alerts/AlertSignup.tsx) posted with fetch: the same fields as the plain post,
// `Accept: application/json`, the answer `{ ok, message }` shown in the form's live region without leaving the page.
// The button is disabled and says the root's busy text while the post is pending; success empties the address, an
// error keeps everything typed. Texts without a server answer are the root's (ALERT_SIGNUP_TEXTS).
import { ALERT_SIGNUP, ALERT_SIGNUP_TEXTS } from '../components/alerts/contract'
import { alertAttrs, FETCH_FORM } from '../components/fetch-form/contract'
import { hook, type Enhancer } from './module'

/** The server's answer, when it is the form's JSON. */
async function answerOf(res: Response): Promise<{ ok: boolean; message: string } | null> {
  const body = (await res.json().catch(() => null)) as { ok?: unknown; message?: unknown } | null
  return typeof body?.ok === 'boolean' && typeof body.message === 'string' && body.message.trim() ? { ok: body.ok, message: body.message.trim() } : null
}

export const alertSignup: Enhancer = {
  contract: ALERT_SIGNUP,
  init(root) {
    const form = hook<HTMLFormElement>(root, ALERT_SIGNUP, 'form')
    const submit = hook<HTMLButtonElement>(root, ALERT_SIGNUP, 'submit')
    const outcome = hook(root, ALERT_SIGNUP, 'outcome')
    const email = form.elements.namedItem('email') as HTMLInputElement | null
    const text = (name: keyof typeof ALERT_SIGNUP_TEXTS) => root.getAttribute(ALERT_SIGNUP_TEXTS[name]) ?? ''
    const idleText = submit.textContent
    let busy = false

    const show = (ok: boolean, message: string, refused = false) => {
      const alert = document.createElement('p')
      const look = alertAttrs(ok, outcome.getAttribute(FETCH_FORM.hooks.result) ?? '')
      alert.className = look.className
      alert.setAttribute('role', look.role)
      alert.textContent = message
      outcome.replaceChildren(alert)
      // A refused address (400) is marked for assistive technology until the next answer.
      if (refused) email?.setAttribute('aria-invalid', 'true')
      else email?.removeAttribute('aria-invalid')
    }
    const setBusy = (on: boolean) => {
      busy = on
      submit.disabled = on
      submit.textContent = on ? text('busy') : idleText
      form.setAttribute('aria-busy', String(on))
    }

    form.addEventListener('submit', async (event) => {
      event.preventDefault()
      if (busy) return
      // An address of spaces only is empty: the browser says so, as for an empty one.
      if (email) email.value = email.value.trim()
      if (!form.reportValidity()) return
      setBusy(true)
      outcome.replaceChildren()
      try {
        const res = await fetch(form.action, {
          method: 'POST',
          headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
        })
        const answer = await answerOf(res)
        if (answer) {
          if (answer.ok && email) email.value = ''
          show(answer.ok, answer.message, res.status === 400)
        } else show(false, res.status >= 500 ? text('failed') : text('unexpected'))
      } catch {
        show(false, text('failed'))
      } finally {
        setBusy(false)
      }
    })
  },
}
