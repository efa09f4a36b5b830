import type { Config } from 'vike/types'
import { DOCUMENTS } from '../../../src/content/documents'
import { pageSearchEntry } from '../../../src/logic/page-search'

const [en, bn] = [DOCUMENTS.in('en')['offer-letter'], DOCUMENTS.in('bn')['offer-letter']]

export default {
  title: { en: en.heading, bn: bn.heading },
  search: { en: pageSearchEntry(en.heading, en.intro), bn: pageSearchEntry(bn.heading, bn.intro) },
} satisfies Config
