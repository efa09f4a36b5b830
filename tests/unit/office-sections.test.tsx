// An office page's sections are labelled by their own headings (aria-labelledby → the h2's id), in English
// and in Bengali: ids made of the heading's letters in any script, so Bengali headings get distinct ids.
import { renderToString } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { OfficePage } from '../../src/components/office/OfficePage'
import FINANCIAL_AID_RECORD from '../../src/content/offices/financial-aid'
import type { OfficeRecord } from '../../src/content/offices/types'
import { PageContextProvider } from '../../src/hooks/usePageContext'

const pageContext = { urlPathname: '/financial-aid', siteOrigin: 'https://www.htu.edu.bd', publicFileBaseUrl: 'https://files.htu.edu.bd', view: {} } as unknown as PageContext

/** Each section's id and the text of the heading its aria-labelledby names. */
function sections(office: OfficeRecord) {
  const html = renderToString(
    <PageContextProvider pageContext={pageContext}>
      <OfficePage office={office} />
    </PageContextProvider>,
  )
  return [...html.matchAll(/<section[^>]*aria-labelledby="([^"]+)"/g)]
    .map((m) => m[1] ?? '')
    .filter((id) => id.startsWith('section-'))
    .map((id) => ({ id, heading: new RegExp(`<h2 id="${id}"[^>]*>([^<]*)</h2>`).exec(html)?.[1] }))
}

const FINANCIAL_AID = FINANCIAL_AID_RECORD.in('en')
const FINANCIAL_AID_BN = FINANCIAL_AID_RECORD.in('bn')

describe('office page sections', () => {
  it('English: ids as before, each naming its own heading', () => {
    expect(sections(FINANCIAL_AID)).toEqual([
      { id: 'section-tuition-fee-waivers-at-admission', heading: 'Tuition Fee Waivers at Admission' },
      { id: 'section-free-studentships-and-scholarships', heading: 'Free Studentships and Scholarships' },
      { id: 'section-keeping-your-waiver-and-how-to-apply', heading: 'Keeping Your Waiver and How to Apply' },
    ])
  })

  it('Bengali: three distinct ids, each naming its own heading (all three were "section--" before)', () => {
    const found = sections(FINANCIAL_AID_BN)
    expect(found.map((s) => s.heading)).toEqual(FINANCIAL_AID_BN.sections?.map((s) => s.heading))
    expect(new Set(found.map((s) => s.id)).size).toBe(3)
    expect(found[0]?.id).toBe('section-ভর্তির-সময়-টিউশন-ফি-মওকুফ')
  })
})
