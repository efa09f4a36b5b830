// A written page's site-search entry, made where its folder declares it (+config.ts, at build time):
// its title and the text of its content, in each language.
import type { Bilingual } from '../content/bilingual'
import type { StaticPageContent } from '../content/types'
import type { PageSearch, PageSearchEntry, PageSettings } from '../routes/page-settings'
import { textOf } from './content-text'

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The entry of a page named `title` whose text is `content`'s (its leading title not repeated). */
export function pageSearchEntry(title: string, content: unknown): PageSearchEntry {
  return { title, text: textOf(content).replace(new RegExp(`^${escapeRegExp(title)}\\n?`), '') }
}

/** What a written page of StaticPageContent declares from its content in each language: its title and its search entry. */
export function writtenPage(record: Bilingual<StaticPageContent>): Pick<PageSettings, 'title' | 'search'> {
  const content = { en: record.in('en'), bn: record.in('bn') }
  return {
    title: { en: content.en.title, bn: content.bn.title },
    search: { en: pageSearchEntry(content.en.title, content.en), bn: pageSearchEntry(content.bn.title, content.bn) } satisfies PageSearch,
  }
}
