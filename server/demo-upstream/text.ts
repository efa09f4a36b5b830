// Small text helpers shared by the generators and the file renderers.

/** Replaces {key} placeholders; an unknown key is a bug in a content table. */
export function fill(template: string, vars: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = vars[key]
    if (value === undefined) throw new Error(`unknown placeholder {${key}} in "${template}"`)
    return value
  })
}

/** Greedy word wrap to lines of at most `width` characters (long words are kept whole). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line && line.length + 1 + word.length > width) {
        lines.push(line)
        line = word
      } else {
        line = line ? `${line} ${word}` : word
      }
    }
    lines.push(line)
  }
  return lines
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c)
}

export function initials(name: string): string {
  const words = name.replace(/^(Dr|Md|Mst)\.\s+/i, '').split(/\s+/).filter(Boolean)
  return ((words[0]?.[0] ?? '') + (words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '')).toUpperCase()
}

/** Numbered list, one item a line: '1. ...\n2. ...'. */
export function numbered(items: readonly string[]): string {
  return items.map((item, i) => `${i + 1}. ${item}`).join('\n')
}

/** Bangladeshi digit grouping: 1234567 -> '12,34,567'. */
export function bdt(amount: number): string {
  const digits = String(Math.round(amount))
  if (digits.length <= 3) return digits
  const head = digits.slice(0, -3)
  const tail = digits.slice(-3)
  return `${head.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${tail}`
}
