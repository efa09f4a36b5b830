// Stands in for Paraglide's runtime in the message modules of a build (vite-plugins/messages.ts): the site
// never asks the runtime for an ambient locale, so a message called without `{ locale }` is a bug.

export const experimentalStaticLocale = undefined

export function getLocale(): never {
  throw new Error('A message was called without its locale: m.key(inputs, { locale })')
}
