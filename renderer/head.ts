const HOISTABLE = /^\s*(<title[\s>][\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)/

/** Splits the hoisted head tags React emits at the start of renderToString's output from the body. */
export function splitHoistedHead(html: string): { head: string; body: string } {
  let rest = html
  const tags: string[] = []
  for (let m = HOISTABLE.exec(rest); m; m = HOISTABLE.exec(rest)) {
    tags.push(m[1]!)
    rest = rest.slice(m[0].length)
  }
  // Only the last title counts: a page title overrides the layout's default.
  const titles = tags.filter((t) => t.startsWith('<title'))
  const head = tags.filter((t) => !t.startsWith('<title') || t === titles[titles.length - 1]).join('')
  return { head, body: rest }
}
