// The alert components' markup ↔ script contract (src/components/module.ts): the browser-notification offer
// (AlertPushOffer.tsx, src/components/alerts/enhance.ts) that the confirm page (server/alerts/) renders once an address
// is confirmed. The subscription form (AlertSignup.tsx) is a fetch-form (src/components/fetch-form/).
import { defineContract } from '../module'

/**
 * The browser-notification offer: the root carries the confirmed subscription's token and the VAPID public key
 * (base64url), the button asks for permission, the status says what came of it. Hidden until its script finds
 * PushManager and Notification.
 */
export const ALERT_PUSH = defineContract('alert-push', {
  token: 'data-alert-push-token',
  key: 'data-alert-push-key',
  button: 'data-alert-push-button',
  status: 'data-alert-push-status',
})

/** The offer's texts, on its root. */
export const ALERT_PUSH_TEXTS = {
  on: 'data-alert-push-on',
  denied: 'data-alert-push-denied',
  failed: 'data-alert-push-failed',
} as const
