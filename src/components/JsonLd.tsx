import { jsonLdText, type StructuredData } from '../seo/structured-data'

/** One <script type="application/ld+json"> with `data`, escaped so no text in it can end the script. */
export function JsonLd({ data }: { data: StructuredData | readonly StructuredData[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
}
