// Attachment names, types and sizes (pure).
import { describe, expect, it } from 'vitest'
import { showsPdfInline } from '../../src/logic/attachments'
import { fileNameOf, fileTypeLabel, formatFileSize } from '../../src/logic/file-types'
import { paginate, parsePage } from '../../src/logic/pagination'
import { listHref } from '../../src/routes/paths'
import { noticeDateSubstring } from '../../src/logic/filters'
import { isPast, openFirst } from '../../src/logic/expiry'
import { loadConfig } from '../../server/config'
import { siteToday } from '../../src/data/today'

describe('attachments of other types', () => {
  it('names the type and the size', () => {
    expect(fileTypeLabel('uploads/notice/notice-1191.docx')).toBe('Word document (DOCX)')
    expect(fileTypeLabel('a/b.xyz')).toBe('XYZ file')
    expect(fileTypeLabel('a/b')).toBe('File')
    expect(formatFileSize(900)).toBe('900 bytes')
    expect(formatFileSize(24_576)).toBe('24 KB')
    expect(formatFileSize(1_363_149)).toBe('1.3 MB')
    expect(fileNameOf('uploads/notice/notice-1191.docx?x=1')).toBe('notice-1191.docx')
  })

  it('names them in Bengali on /bn: type names, sizes in Bengali digits, the extension as written', () => {
    expect(fileTypeLabel('uploads/notice/notice-1191.docx', 'bn')).toBe('ওয়ার্ড নথি (DOCX)')
    expect(fileTypeLabel('a/b.xlsx', 'bn')).toBe('এক্সেল ওয়ার্কবুক (XLSX)')
    expect(fileTypeLabel('a/b.xyz', 'bn')).toBe('XYZ ফাইল')
    expect(fileTypeLabel('a/b', 'bn')).toBe('ফাইল')
    expect(formatFileSize(900, 'bn')).toBe('৯০০ বাইট')
    expect(formatFileSize(24_576, 'bn')).toBe('২৪ কেবি')
    expect(formatFileSize(1_363_149, 'bn')).toBe('১.৩ এমবি')
  })
})

describe('PDFs shown inside the page', () => {
  const desktopChrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'
  it('on desktop browsers whose viewer is on (or that do not say)', () => {
    expect(showsPdfInline({ userAgent: desktopChrome, platform: 'Linux x86_64', maxTouchPoints: 0, pdfViewerEnabled: true })).toBe(true)
    expect(showsPdfInline({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15', platform: 'MacIntel', maxTouchPoints: 0 })).toBe(true)
    expect(showsPdfInline({ userAgent: desktopChrome, pdfViewerEnabled: false })).toBe(false)
  })
  it('never on phones and tablets, whatever they claim', () => {
    const android = 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36'
    expect(showsPdfInline({ userAgent: android, pdfViewerEnabled: true })).toBe(false)
    expect(showsPdfInline({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1', pdfViewerEnabled: true })).toBe(false)
    expect(showsPdfInline({ userAgent: 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36' })).toBe(false)
    // iPadOS asks for desktop pages as a Mac; its touch screen gives it away.
    expect(showsPdfInline({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15', platform: 'MacIntel', maxTouchPoints: 5, pdfViewerEnabled: true })).toBe(false)
  })
})

describe('pages and filters', () => {
  it('page numbers: absent is 1, anything but a whole number from 1 names no page', () => {
    expect(parsePage(undefined)).toBe(1)
    expect(parsePage('')).toBe(1)
    expect(parsePage('3')).toBe(3)
    for (const bad of ['0', '-1', '1.5', 'two', '1e3', '9999999']) expect(parsePage(bad)).toBeNull()
  })

  it('paginates 50 a page; past the end is null; an empty list has page 1', () => {
    const items = Array.from({ length: 136 }, (_, i) => i)
    expect(paginate(items, 1)).toMatchObject({ page: 1, pageCount: 3, total: 136 })
    expect(paginate(items, 3)?.items).toHaveLength(36)
    expect(paginate(items, 4)).toBeNull()
    expect(paginate([], 1)).toMatchObject({ items: [], pageCount: 1 })
    expect(paginate([], 2)).toBeNull()
  })

  it('one URL per state: filters in order, empty ones and page 1 left out', () => {
    expect(listHref('/all-notice', { date: '', year: '2025', month: '12', day: '', title: ' exam ' }, 2)).toBe('/all-notice?year=2025&month=12&title=exam&page=2')
    expect(listHref('/faculty', { q: '' }, 1)).toBe('/faculty')
  })

  it('the notice date selects make a substring of the date text', () => {
    const d = (year = '', month = '', day = '', date = '') => noticeDateSubstring({ date, year, month, day })
    expect(d('2025', '12')).toBe('2025-12')
    expect(d('2025', '12', '05')).toBe('2025-12-05')
    expect(d('', '12')).toBe('-12-')
    expect(d('2025', '', '05')).toBe('2025')
    expect(d('20x5', '13', '40')).toBe('')
    expect(d('2025', '12', '', '2026-01')).toBe('2026-01')
  })
})

describe('what is past', () => {
  it('is judged by date against one today, which SITE_TODAY (or DEMO_TODAY) pins', () => {
    expect(isPast('2026-01-19', '2026-01-20')).toBe(true)
    expect(isPast('2026-01-20', '2026-01-20')).toBe(false)
    expect(isPast('', '2026-01-20')).toBe(false)
    expect(openFirst([1, 2, 3, 4], (n) => n % 2 === 1)).toEqual([2, 4, 1, 3])
    const pinned = (env: Record<string, string>) => siteToday(loadConfig(env).pinnedToday)
    expect(pinned({ SITE_TODAY: '2027-03-01', DEMO_TODAY: '2026-01-20' })).toBe('2027-03-01')
    expect(pinned({ DEMO_TODAY: '2026-01-20' })).toBe('2026-01-20')
    expect(siteToday(loadConfig({ SITE_TODAY: '2026-1-2' }).pinnedToday, new Date('2026-05-31T20:00:00Z'))).toBe('2026-06-01') // Bangladesh is UTC+6
  })
})
