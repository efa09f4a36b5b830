// Which links that come from the upstream may reach a page: the one scheme rule of the site.

/** Schemes a link from the upstream may use. */
export const LINK_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const
export type LinkScheme = (typeof LINK_SCHEMES)[number]

/** Only the base for telling relative values apart; never shown. */
const RELATIVE_BASE = 'http://relative.invalid/'

/**
 * The link to keep for an upstream value, or null when it must be dropped. A value without a scheme
 * (a path, a bare host name, an ORCID iD) is kept; an absolute one only with one of `schemes`.
 * The value is read as a browser reads an href (tabs and newlines removed, so `java\tscript:` is caught).
 */
export function safeLink(raw: string | null | undefined, schemes: readonly LinkScheme[] = LINK_SCHEMES): string | null {
  const value = (raw ?? '').replace(/[\t\n\r]/g, '').trim()
  if (!value) return null
  let url: URL
  try {
    url = new URL(value, RELATIVE_BASE)
  } catch {
    return null
  }
  const relative = url.href.startsWith(RELATIVE_BASE) && !/^[a-z][a-z0-9+.-]*:/i.test(value)
  if (relative) return value
  const scheme = url.protocol.slice(0, -1).toLowerCase()
  return (schemes as readonly string[]).includes(scheme) ? value : null
}
