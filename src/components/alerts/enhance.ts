// The notice alerts' script (issue 34); their subscription form is a fetch-form (src/components/fetch-form/).
//
// Browser notifications for a confirmed subscription (src/components/alerts/AlertPushOffer.tsx): shown only where
// the browser has PushManager and Notification; the button asks for permission (on the click, as browsers require),
// subscribes through the offline worker's registration with the VAPID public key, and POSTs the subscription with
// the confirmed token to /api/alerts/push. The worker's `push` handler (src/offline/push.ts) shows the notices.
import { ALERT_FIELDS, ALERT_PATHS } from '../../domain/alerts'
import { ALERT_PUSH, ALERT_PUSH_TEXTS } from './contract'
import { type Enhancer, hook } from '../../enhance/module'

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
