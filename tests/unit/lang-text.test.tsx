// Runs of Bengali script in upstream text carry lang="bn" (src/components/LangText.tsx).
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { LangText } from '../../src/components/LangText'

const html = (text: string) => renderToStaticMarkup(<LangText text={text} />)

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
})
