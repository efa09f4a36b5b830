// The alert components' markup ↔ script contracts (src/components/module.ts): the subscription form
// (AlertSignup.tsx, src/components/alerts/enhance.ts) and the browser-notification offer (AlertPushOffer.tsx,
// src/components/alerts/enhance.ts) that the confirm page (server/alerts/) renders once an address is confirmed.
import { defineContract } from '../module'

/** The subscription form: its form, its submit button and the live region its outcome goes into. */
export const ALERT_SIGNUP = defineContract('alert-signup', {
  form: 'data-alert-signup-form',
  submit: 'data-alert-signup-submit',
  outcome: 'data-alert-signup-outcome',
})

/** Texts the form's script shows of its own, written by the server into the root's attributes. */
export const ALERT_SIGNUP_TEXTS = {
  /** The button while the post is pending. */
  busy: 'data-alert-signup-busy',
  /** No answer (offline, network error). */
  failed: 'data-alert-signup-failed',
  /** An answer without the form's JSON. */
  unexpected: 'data-alert-signup-unexpected',
} as const

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
