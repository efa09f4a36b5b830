// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { initAll, MissingHookError } from '../../enhance/module'
import { dropHook, mount } from '../testing'
import { PDF_EMBED } from './contract'
import { pdfEmbedEnhancer } from './enhance'
import { PdfEmbed } from './PdfEmbed'

const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'
const PHONE = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36'

describe('a PDF in the page', () => {
  afterEach(() => vi.restoreAllMocks())

  it('puts the viewer in the placeholder where the browser shows PDFs', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(DESKTOP)
    mount(<PdfEmbed url="/files/advert.pdf" title="Admission advertisement" />)
    initAll(document, [pdfEmbedEnhancer], true)
    const frame = document.querySelector('iframe')!
    expect(frame.getAttribute('src')).toBe('/files/advert.pdf')
    expect(frame.title).toBe('Admission advertisement')
    expect(document.querySelector(`[${PDF_EMBED.hooks.placeholder}]`)).toBeNull()
  })

  it('keeps the link on a phone', () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(PHONE)
    mount(<PdfEmbed url="/files/advert.pdf" title="Admission advertisement" />)
    initAll(document, [pdfEmbedEnhancer], true)
    expect(document.querySelector('iframe')).toBeNull()
    expect(document.querySelector(`[${PDF_EMBED.hooks.placeholder}]`)).not.toBeNull()
  })

  it('fails loudly without its placeholder hook', () => {
    mount(<PdfEmbed url="/files/advert.pdf" title="Admission advertisement" />)
    dropHook(PDF_EMBED.hooks.placeholder)
    expect(() => initAll(document, [pdfEmbedEnhancer], true)).toThrow(MissingHookError)
  })
})
