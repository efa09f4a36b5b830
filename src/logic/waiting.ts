// How long to wait, in words that match the Retry-After header sent with the same answer.

/** "about 10 seconds", "about 1 minute", "about 15 minutes": seconds under 90 stay seconds, else whole minutes rounded up. */
export function aboutDuration(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds))
  if (s < 90) return `about ${s} ${s === 1 ? 'second' : 'seconds'}`
  const minutes = Math.ceil(s / 60)
  return `about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`
}

/** The answer when every document slot is taken: the site is up, just full for a moment. */
export function busyText(retryAfterSeconds: number): string {
  return `The server is very busy right now. Please try again in ${aboutDuration(retryAfterSeconds)}.`
}

/** Too many failed document attempts for this mobile number or connection. */
export function tooManyAttemptsText(retryAfterSeconds: number): string {
  return `Too many attempts. Please wait ${aboutDuration(retryAfterSeconds)} and try again.`
}

/** Too many contact messages from this connection. */
export function tooManyMessagesText(retryAfterSeconds: number): string {
  return `Too many messages from your connection. Please wait ${aboutDuration(retryAfterSeconds)} and try again.`
}
