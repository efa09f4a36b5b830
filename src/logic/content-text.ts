// The readable text of a content value (pure): what the site search indexes of a written page or a registry's record.

/** Keys of content objects that hold addresses or settings, not text a visitor reads. */
const NOT_TEXT = new Set([
  'href', 'url', 'src', 'image', 'photo', 'action', 'fileName', 'icon', 'kind', 'key', 'slug', 'id', 'format',
  'hero', 'departmentId', 'syllabus', 'summaryCards', 'entry', 'fullCircularUrl', 'mapEmbedUrl', 'external', 'colours',
])

/** Every readable string in a content value (nested objects and arrays), joined as paragraphs. */
export function textOf(value: unknown): string {
  const out: string[] = []
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v)
    else if (typeof v === 'number') out.push(String(v))
    else if (Array.isArray(v)) v.forEach(walk)
    else if (v && typeof v === 'object') for (const [k, inner] of Object.entries(v)) if (!NOT_TEXT.has(k)) walk(inner)
  }
  walk(value)
  return out.filter((s) => s.trim() !== '').join('\n')
}
