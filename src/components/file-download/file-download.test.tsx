// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { initAll, MissingHookError } from '../../enhance/module'
import { formatFileSize } from '../../logic/file-types'
import { dropHook, mount, serve } from '../testing'
import { FILE_DOWNLOAD } from './contract'
import { fileDownloadEnhancer } from './enhance'
import { FileDownload } from './FileDownload'

let close: () => Promise<void>
beforeAll(async () => {
  // The file's size, told by HEAD.
  close = await serve(() => ({ type: 'application/msword', headers: { 'content-length': '2560' }, body: Buffer.alloc(2560) }))
})
afterAll(() => close())

const file = { path: 'uploads/form.doc', url: '/files/form.doc' }
const $ = (attr: string) => document.querySelector<HTMLElement>(`[${attr}]`)!

describe('a download the server could not measure', () => {
  it('says its size once HEAD tells it, in its text and in its link name', async () => {
    mount(<FileDownload file={file} title="Application form" size={null} />)
    const before = $(FILE_DOWNLOAD.hooks.details).textContent!
    initAll(document, [fileDownloadEnhancer], true)
    await vi.waitFor(() => expect($(FILE_DOWNLOAD.hooks.details).textContent).not.toBe(before))
    const after = `${before}, ${formatFileSize(2560, 'en')}`
    expect($(FILE_DOWNLOAD.hooks.details).textContent).toBe(after)
    expect($(FILE_DOWNLOAD.hooks.link).getAttribute('aria-label')!.endsWith(after)).toBe(true)
  })

  it('is not a module where the server measured it', () => {
    mount(<FileDownload file={file} title="Application form" size={2560} />)
    expect(document.querySelector(`[data-module="${FILE_DOWNLOAD.module}"]`)).toBeNull()
  })

  it.each(Object.values(FILE_DOWNLOAD.hooks))('fails loudly without its %s hook', (attr) => {
    mount(<FileDownload file={file} title="Application form" size={null} />)
    dropHook(attr)
    expect(() => initAll(document, [fileDownloadEnhancer], true)).toThrow(MissingHookError)
  })
})
