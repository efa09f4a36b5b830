// Unit tests: the safe file-path check and the document form's validation.
import { describe, expect, it } from 'vitest'
import { DOCUMENT_TEXTS, documentOutcomeText, isDocumentKind, MAX_CODE_LENGTH, normaliseMobile, safeFileUrl, shownDocumentOutcome, validateDocumentRequest } from '../../src/logic/documents'

const BASE = 'https://files.htu.edu.bd/storage'

describe('safeFileUrl', () => {
  it.each([
    ['uploads/applicants/01700000001/admit-card.pdf', 'https://files.htu.edu.bd/storage/uploads/applicants/01700000001/admit-card.pdf'],
    ['admit-card.pdf', 'https://files.htu.edu.bd/storage/admit-card.pdf'],
    ['uploads/Admit Card 2026.pdf', 'https://files.htu.edu.bd/storage/uploads/Admit%20Card%202026.pdf'],
    ['uploads/file%20name.pdf', 'https://files.htu.edu.bd/storage/uploads/file%20name.pdf'],
    ['uploads/..hidden.pdf', 'https://files.htu.edu.bd/storage/uploads/..hidden.pdf'],
  ])('accepts the plain relative path %j', (path, url) => {
    expect(safeFileUrl(path, BASE)?.href).toBe(url)
    expect(safeFileUrl(path, `${BASE}/`)?.href).toBe(url)
  })

  it('keeps look-alike names under the base (they are only file names there)', () => {
    expect(safeFileUrl('@evil.example.com/x.pdf', BASE)?.href).toBe('https://files.htu.edu.bd/storage/@evil.example.com/x.pdf')
  })

  it('resolves under a bare origin too', () => {
    expect(safeFileUrl('uploads/a.pdf', 'http://127.0.0.1:4000')?.href).toBe('http://127.0.0.1:4000/uploads/a.pdf')
  })

  const hostile = [
    '../../etc/passwd',
    '..',
    '../storage-other/x.pdf',
    'uploads/../../x.pdf',
    'uploads/../x.pdf',
    './x.pdf',
    'uploads/./x.pdf',
    '/etc/passwd',
    '//evil.example.com/x.pdf',
    '///evil.example.com/x.pdf',
    'https://evil.example.com/x.pdf',
    'http://files.htu.edu.bd/storage/x.pdf',
    'HTTPS://evil.example.com/x.pdf',
    'javascript:alert(1)',
    'data:application/pdf;base64,JVBERi0=',
    'file:///etc/passwd',
    'C:/Windows/win.ini',
    'mailto:x@y.z',
    '\\\\evil.example.com\\x.pdf',
    '..\\..\\etc\\passwd',
    'uploads\\..\\..\\x.pdf',
    '%2e%2e/%2e%2e/etc/passwd',
    '%2E%2E/etc/passwd',
    '.%2e/etc/passwd',
    '%2e./etc/passwd',
    'uploads/%2e%2e/%2e%2e/x.pdf',
    'uploads%2f..%2f..%2fx.pdf',
    '..%2fx.pdf',
    '..%5cx.pdf',
    '%252e%252e/etc/passwd',
    '%25252e%25252e/etc/passwd',
    '%2f%2fevil.example.com/x.pdf',
    '%2fetc/passwd',
    'uploads/%00.pdf',
    'uploads/x.pdf\u0000.png',
    'uploads/x.pdf%00',
    'uploads/\nx.pdf',
    'uploads/\tx.pdf',
    '\t/evil',
    ' ../x.pdf',
    'uploads/x.pdf ',
    'uploads/x.pdf?redirect=https://evil.example.com',
    'uploads/x.pdf#frag',
    'uploads//x.pdf',
    'uploads/',
    'uploads/%zz.pdf',
    'uploads/%E0%A4%A.pdf',
    '',
    ' ',
    'a'.repeat(600),
    'evil.example.com:443/x.pdf',
  ]
  it.each(hostile)('refuses %j', (path) => {
    expect(safeFileUrl(path, BASE)).toBeNull()
  })

  it.each([null, undefined, 42, {}, ['a.pdf']])('refuses the non-string %j', (path) => {
    expect(safeFileUrl(path, BASE)).toBeNull()
  })

  it('keeps the result on the base origin and under its path for every hostile input', () => {
    for (const path of hostile) {
      const url = safeFileUrl(path, BASE)
      if (url) {
        expect(url.origin).toBe('https://files.htu.edu.bd')
        expect(url.pathname.startsWith('/storage/')).toBe(true)
      }
    }
  })

  it('refuses when the base itself is not an http(s) URL', () => {
    expect(safeFileUrl('a.pdf', 'not a url')).toBeNull()
    expect(safeFileUrl('a.pdf', 'file:///srv/files')).toBeNull()
  })
})

describe('normaliseMobile', () => {
  it.each([
    ['01712345678', '01712345678'],
    ['01312345678', '01312345678'],
    [' 01712345678 ', '01712345678'],
    ['017-1234-5678', '01712345678'],
    ['01712 345678', '01712345678'],
    ['(017) 1234.5678', '01712345678'],
    ['+8801712345678', '01712345678'],
    ['+880 1712-345678', '01712345678'],
    ['8801712345678', '01712345678'],
    ['008801712345678', '01712345678'],
    // Bengali digits, as a phone keyboard set to Bangla types them.
    ['০১৭১২৩৪৫৬৭৮', '01712345678'],
    ['+৮৮০১৭১২৩৪৫৬৭৮', '01712345678'],
    // No format rule beyond being a phone number: other numbers go upstream as typed.
    ['02712345678', '02712345678'],
    ['+1 415 555 0100', '+14155550100'],
    ['123456', '123456'],
  ])('accepts %j as %j', (input, expected) => {
    expect(normaliseMobile(input)).toBe(expected)
  })

  it.each([
    '',
    '+',
    '12345',
    '0171234567a',
    '1'.repeat(16),
    '++8801712345678',
    '01712345678+',
    '01712345678; DROP TABLE',
    '017\u00a012345678x',
  ])('refuses %j', (input) => {
    expect(normaliseMobile(input)).toBeNull()
  })
})

describe('validateDocumentRequest', () => {
  it('normalises the mobile number and keeps the code as typed', () => {
    expect(validateDocumentRequest({ mobile_number: '+880 1700000001', verification_code: ' 123456' })).toEqual({
      ok: true,
      mobile: '01700000001',
      code: ' 123456',
    })
  })

  it.each([
    [{}, 'Please enter your mobile number.'],
    [null, 'Please enter your mobile number.'],
    ['mobile_number=01700000001', 'Please enter your mobile number.'],
    [{ mobile_number: '   ', verification_code: '1' }, 'Please enter your mobile number.'],
    [{ mobile_number: 1700000001, verification_code: '1' }, 'Please enter your mobile number.'],
    [{ mobile_number: '12345', verification_code: '1' }, 'Please enter a valid mobile number, e.g. 01712345678.'],
    [{ mobile_number: '0'.repeat(40), verification_code: '1' }, 'Please enter a valid mobile number, e.g. 01712345678.'],
    [{ mobile_number: ['01700000001'], verification_code: '1' }, 'Please enter your mobile number.'],
    [{ mobile_number: '01700000001' }, 'Please enter your password.'],
    [{ mobile_number: '01700000001', verification_code: '  ' }, 'Please enter your password.'],
    [{ mobile_number: '01700000001', verification_code: 123456 }, 'Please enter your password.'],
    [{ mobile_number: '01700000001', verification_code: 'x'.repeat(MAX_CODE_LENGTH + 1) }, `The password must be at most ${MAX_CODE_LENGTH} characters.`],
  ])('refuses %j', (body, message) => {
    expect(validateDocumentRequest(body)).toEqual({ ok: false, message })
  })

  it('accepts a code of the maximum length', () => {
    expect(validateDocumentRequest({ mobile_number: '01700000001', verification_code: 'x'.repeat(MAX_CODE_LENGTH) }).ok).toBe(true)
  })

  it('knows the three document kinds', () => {
    expect(['admission-form', 'admit-card', 'offer-letter'].every(isDocumentKind)).toBe(true)
    expect(isDocumentKind('transcript')).toBe(false)
    expect(isDocumentKind('__proto__')).toBe(false)
  })
})

describe("the form's outcome texts in the page's language", () => {
  it("gives the site's own texts their Bengali message and keeps an upstream's as it came", () => {
    expect(documentOutcomeText(DOCUMENT_TEXTS.longCode, 'bn')).toBe('পাসওয়ার্ড সর্বোচ্চ ৬৪ অক্ষরের হতে পারে।')
    expect(documentOutcomeText(DOCUMENT_TEXTS.badMobile, 'en')).toBe(DOCUMENT_TEXTS.badMobile)
    expect(documentOutcomeText('Invalid verification code', 'bn')).toBe('Invalid verification code')
    expect(shownDocumentOutcome({ ok: false, message: 'Invalid verification code' }, 'bn')).toEqual({ ok: false, message: 'আপনার তথ্য যাচাই করা যায়নি।', detail: 'Invalid verification code' })
    expect(shownDocumentOutcome({ ok: false, message: 'Invalid verification code' }, 'en')).toEqual({ ok: false, message: 'Invalid verification code' })
  })
})
