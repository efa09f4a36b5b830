/** Sticky: matches only where the previous tag ended, never scanning the rest of the page. */
const HOISTABLE = /\s*(<title[\s>][\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/y

/** Splits the hoisted head tags React emits at the start of renderToString's output from the body. */
export function splitHoistedHead(html: string): { head: string; body: string } {
  const tags: string[] = []
  let end = 0
  HOISTABLE.lastIndex = 0
  for (let m = HOISTABLE.exec(html); m; m = HOISTABLE.exec(html)) {
    tags.push(m[1]!)
    end = HOISTABLE.lastIndex
  }
  const rest = html.slice(end)
  // Only the last title counts: a page title overrides the layout's default.
  const titles = tags.filter((t) => t.startsWith('<title'))
  const head = tags.filter((t) => !t.startsWith('<title') || t === titles[titles.length - 1]).join('')
  return { head, body: rest }
}
