import { jsonLdText, type StructuredData } from '../seo/structured-data'

/**
 * What a page passes for its structured data in the browser bundle. Search engines read JSON-LD in
 * the server HTML, so pages build it only when `import.meta.env.SSR` (the builders then stay out of
 * the browser's JavaScript) and pass this in the browser; hydration keeps the server's script as it is.
 */
export const BUILT_ON_SERVER = Symbol('structured data built on the server')

/** One <script type="application/ld+json"> with `data`, escaped so no text in it can end the script. */
export function JsonLd({ data }: { data: StructuredData | readonly StructuredData[] | typeof BUILT_ON_SERVER }) {
  // Empty inner HTML, not no children: React then neither compares nor replaces the server's text.
  if (data === BUILT_ON_SERVER) return <script type="application/ld+json" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
