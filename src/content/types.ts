// The shape of a written page (about, legal, FAQ…): typed blocks that StaticPage renders and search indexes.

/** A link in page content: a site page, an external page, or a downloadable file. */
export interface ContentLink {
  label: string
  href: string
  /** Another site: opens in a new tab. */
  external?: boolean
  /** Shown under the label in link lists. */
  description?: string
  /** What the visitor gets, shown as a badge in link lists. */
  format?: 'Page' | 'PDF' | 'Online'
}

export interface Fact {
  value: string
  label: string
}

export interface ContentCard {
  title: string
  text: string
  items?: string[]
}

/** The kinds of block a content page is built from. */
export type ContentBlock =
  | { kind: 'text'; heading?: string; paragraphs: string[] }
  | { kind: 'list'; heading?: string; intro?: string; items: string[] }
  | { kind: 'facts'; heading?: string; facts: Fact[] }
  | { kind: 'cards'; heading?: string; intro?: string; cards: ContentCard[] }
  | { kind: 'links'; heading?: string; intro?: string; links: ContentLink[] }
  | { kind: 'questions'; heading?: string; items: { question: string; answer: string }[] }

/** Typed content of one static page (src/content/*). */
export interface StaticPageContent {
  /** Browser title and page heading. */
  title: string
  subtitle?: string
  /** Meta description. */
  description: string
  /** Buttons under the heading (e.g. Apply Now). */
  actions?: ContentLink[]
  blocks: ContentBlock[]
}
