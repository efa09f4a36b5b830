// Runs of the other language's script in upstream text carry their lang (src/components/LangText.tsx).
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { PageContext } from 'vike/types'
import { LangText } from '../../src/components/LangText'
import { PageContextProvider } from '../../src/hooks/usePageContext'

const html = (text: string) => renderToStaticMarkup(<LangText text={text} />)
/** The same, on a /bn page. */
const onBengaliPage = (text: string) =>
  renderToStaticMarkup(
    <PageContextProvider pageContext={{ locale: 'bn' } as PageContext}>
      <LangText text={text} />
    </PageContextProvider>,
  )

describe('LangText', () => {
  it('leaves English text a plain string', () => {
    expect(html('Admission Test Result, Spring 2026')).toBe('Admission Test Result, Spring 2026')
    expect(html('')).toBe('')
  })

  it('keeps a Bengali sentence one run, with its spaces, digits and danda', () => {
    expect(html('ভর্তি পরীক্ষার ফলাফল প্রকাশ।')).toBe('<span lang="bn">ভর্তি পরীক্ষার ফলাফল প্রকাশ।</span>')
  })

  it('marks each Bengali run of mixed text, the spaces between languages outside them', () => {
    expect(html('Notice: ভর্তি পরীক্ষা ২০২৬ (Spring 2026) এবং ফলাফল')).toBe(
      'Notice: <span lang="bn">ভর্তি পরীক্ষা ২০২৬</span> (Spring 2026) <span lang="bn">এবং ফলাফল</span>',
    )
  })

  it('on a Bengali page, marks the English runs instead, and leaves Bengali text a plain string', () => {
    expect(onBengaliPage('ভর্তি পরীক্ষার ফলাফল প্রকাশ।')).toBe('ভর্তি পরীক্ষার ফলাফল প্রকাশ।')
    expect(onBengaliPage('Admission Test Result, Spring 2026')).toBe('<span lang="en">Admission Test Result, Spring 2026</span>')
    expect(onBengaliPage('Notice: ভর্তি পরীক্ষা ২০২৬ (Spring 2026) এবং ফলাফল')).toBe(
      '<span lang="en">Notice</span>: ভর্তি পরীক্ষা ২০২৬ (<span lang="en">Spring 2026</span>) এবং ফলাফল',
    )
  })
})
