// Meta descriptions from content: plain text (no HTML, no entities, one line), whole sentences
// while they fit, else cut at a word with an ellipsis.

/** The length search engines show of a description, roughly. */
export const DESCRIPTION_MAX = 155

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** `text` (possibly HTML) as one line of plain text. */
export function plainText(text: string): string {
  return text
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1))
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' '
      }
      return ENTITIES[name.toLowerCase()] ?? whole
    })
    .replace(/\s+/g, ' ')
    .trim()
}

/** The first sentence(s) of `text` within `max` characters. */
export function summaryOf(text: string, max = DESCRIPTION_MAX): string {
  const plain = plainText(text)
  if (plain.length <= max) return plain
  // Whole sentences while they fit (a sentence ends with . ! ? or the Bengali danda, then a space).
  const sentences = plain.match(/[^.!?।]+(?:[.!?।]+(?=\s|$)|$)\s*/g) ?? []
  let out = ''
  for (const s of sentences) {
    if ((out + s).trimEnd().length > max) break
    out += s
  }
  if (out.trim().length >= 40) return out.trim()
  const cut = plain.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:–-]+$/, '')}…`
}

