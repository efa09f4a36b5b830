/** `href` made absolute against the site's origin (already absolute URLs are kept). */
export function absoluteUrl(origin: string, href: string): string {
  return new URL(href, origin).href
}
