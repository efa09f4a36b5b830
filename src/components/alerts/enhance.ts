// The notice alerts' scripts (issue 34).
//
// The notice-alert form (src/components/alerts/AlertSignup.tsx) posted with fetch: the same fields as the plain post,
// `Accept: application/json`, the answer `{ ok, message }` shown in the form's live region without leaving the page.
// The button is disabled and says the root's busy text while the post is pending; success empties the address, an
// error keeps everything typed. Texts without a server answer are the root's (ALERT_SIGNUP_TEXTS).
//
// Browser notifications for a confirmed subscription (src/components/alerts/AlertPushOffer.tsx): shown only where
// the browser has PushManager and Notification; the button asks for permission (on the click, as browsers require),
// subscribes through the offline worker's registration with the VAPID public key, and POSTs the subscription with
// the confirmed token to /api/alerts/push. The worker's `push` handler (src/offline/push.ts) shows the notices.
import { ALERT_FIELDS, ALERT_PATHS } from '../../domain/alerts'
import { ALERT_PUSH, ALERT_PUSH_TEXTS, ALERT_SIGNUP, ALERT_SIGNUP_TEXTS } from './contract'
import { FETCH_FORM, alertAttrs } from '../fetch-form/contract'
import { type Enhancer, hook } from '../../enhance/module'

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

/** The worker that receives the pushes: the site's offline worker (src/offline/register.ts registers it too). */
const WORKER_URL = '/sw.js'

export const alertPush: Enhancer = {
  contract: ALERT_PUSH,
  init(root) {
    const token = hook(root, ALERT_PUSH, 'token').getAttribute(ALERT_PUSH.hooks.token)
    const key = hook(root, ALERT_PUSH, 'key').getAttribute(ALERT_PUSH.hooks.key)
    const button = hook<HTMLButtonElement>(root, ALERT_PUSH, 'button')
    const status = hook(root, ALERT_PUSH, 'status')
    const text = (name: keyof typeof ALERT_PUSH_TEXTS) => root.getAttribute(ALERT_PUSH_TEXTS[name]) ?? ''
    // No Web Push here (or no key to subscribe with): the offer stays hidden.
    if (!token || !key || !('PushManager' in window) || !('Notification' in window) || !('serviceWorker' in navigator)) return
    const say = (message: string) => {
      status.textContent = message
    }
    root.hidden = false
    if (Notification.permission === 'denied') {
      button.disabled = true
      say(text('denied'))
      return
    }

    button.addEventListener('click', async () => {
      button.disabled = true
      try {
        const permission = await Notification.requestPermission()
        if (permission !== 'granted') {
          say(text('denied'))
          // "default" (the prompt dismissed): the visitor may ask again.
          button.disabled = permission === 'denied'
          return
        }
        await navigator.serviceWorker.register(WORKER_URL)
        // Subscribing needs an active worker: the registration once it has one.
        const registration = await navigator.serviceWorker.ready
        // The key as the page has it: PushManager takes a base64url string as well as its bytes.
        const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
        const res = await fetch(ALERT_PATHS.push, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ [ALERT_FIELDS.token]: token, subscription: subscription.toJSON() }),
        })
        if (!res.ok) throw new Error(`push subscription refused: ${res.status}`)
        button.hidden = true
        say(text('on'))
      } catch {
        button.disabled = false
        say(text('failed'))
      }
    })
  },
}
