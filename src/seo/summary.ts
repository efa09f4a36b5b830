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

/** What ends with a full stop that is not a sentence's: a title's abbreviation or a list item's number. */
const NOT_A_SENTENCE_END = /(?:^|[\s(])(?:Dr|Md|Mr|Mrs|Ms|Prof|Engr|St|No|Jr|Sr|ড|মো|ডা|প্রকৌ|\d{1,2}|[০-৯]{1,2})\.$/u

/** The first sentence(s) of `text` within `max` characters. */
export function summaryOf(text: string, max = DESCRIPTION_MAX): string {
  const plain = plainText(text)
  if (plain.length <= max) return plain
  // Whole sentences while they fit (a sentence ends with . ! ? or the Bengali danda, then a space).
  // A full stop after an abbreviation (Dr., Md., ড.) or a list number ("1.") ends no sentence: join what follows.
  const sentences = (plain.match(/[^.!?।]+(?:[.!?।]+(?=\s|$)|$)\s*/g) ?? []).reduce<string[]>((joined, piece) => {
    const last = joined.at(-1)
    if (last !== undefined && NOT_A_SENTENCE_END.test(last.trimEnd())) joined[joined.length - 1] = last + piece
    else joined.push(piece)
    return joined
  }, [])
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

