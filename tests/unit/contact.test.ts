// Pure logic of the contact form: validation, outcome texts, our answer for each upstream answer (site spec §8).
import { describe, expect, it } from 'vitest'
import { CONTACT_TEXTS, contactOutcome, contactOutcomeText, contactReply, isValidEmail, requiredMessage, shownContactOutcome, validateContact } from '../../src/logic/contact'

describe('contact validation', () => {
  const valid = { name: 'Rina Chakma', email: 'rina@example.com', subject: 'Admission', message: 'When does the next semester start?' }

  it('accepts a complete message, trimmed', () => {
    expect(validateContact({ ...valid, name: '  Rina Chakma ' })).toEqual({ ok: true, value: valid })
  })

  it('requires every field and names the first one missing', () => {
    for (const field of ['name', 'email', 'subject', 'message'] as const) {
      const result = validateContact({ ...valid, [field]: '   ' })
      expect(result).toMatchObject({ ok: false, field, message: requiredMessage(field) })
      const { [field]: _dropped, ...rest } = valid
      expect(validateContact(rest)).toMatchObject({ ok: false, field })
    }
    expect(requiredMessage('email')).toBe('E-mail is required.')
    expect(validateContact(undefined)).toMatchObject({ ok: false, field: 'name' })
    expect(validateContact('name=x')).toMatchObject({ ok: false, field: 'name' })
  })

  it('treats repeated or non-text fields as missing', () => {
    expect(validateContact({ ...valid, name: ['a', 'b'] })).toMatchObject({ ok: false, field: 'name' })
    expect(validateContact({ ...valid, subject: { $ne: '' } })).toMatchObject({ ok: false, field: 'subject' })
  })

  it('rejects an e-mail address the browser would reject', () => {
    for (const bad of ['rina', 'rina@', '@example.com', 'rina example@x.com', 'rina@exa mple.com', 'rina@-example.com']) {
      expect(validateContact({ ...valid, email: bad })).toMatchObject({ ok: false, field: 'email', message: CONTACT_TEXTS.invalidEmail })
    }
    expect(CONTACT_TEXTS.invalidEmail).toBe('Please enter a valid e-mail address.')
    expect(isValidEmail('rina.chakma+htu@mail.example.com.bd')).toBe(true)
    expect(isValidEmail('a@localhost')).toBe(true)
    expect(isValidEmail(`${'a'.repeat(250)}@b.cd`)).toBe(false)
  })

  it('keeps the typed values for the page after an error', () => {
    const result = validateContact({ ...valid, email: 'nope' })
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.values).toEqual({ ...valid, email: 'nope' })
  })
})

describe('contact form outcome texts (spec §8)', () => {
  it('success: the server message, or the default', () => {
    expect(contactOutcome(200, { message: 'Thank you.' })).toEqual({ ok: true, message: 'Thank you.' })
    expect(contactOutcome(200, {})).toEqual({ ok: true, message: 'Message sent successfully' })
    expect(contactOutcome(200, null)).toEqual({ ok: true, message: 'Message sent successfully' })
  })

  it('another 2xx answer: the non-200 text', () => {
    expect(contactOutcome(204, null)).toEqual({ ok: false, message: 'Something went wrong. Please try again.' })
    expect(contactOutcome(201, { message: 'Created' })).toEqual({ ok: false, message: 'Something went wrong. Please try again.' })
  })

  it("a failed request: the server's message, or the request-failure text", () => {
    expect(contactOutcome(400, { message: 'Name is required.' })).toEqual({ ok: false, message: 'Name is required.' })
    expect(contactOutcome(502, { message: 'Something went wrong. Please try again.' })).toEqual({
      ok: false,
      message: 'Something went wrong. Please try again.',
    })
    expect(contactOutcome(500, null)).toEqual({ ok: false, message: 'Server error, please try later.' })
    expect(contactOutcome(null, null)).toEqual({ ok: false, message: 'Server error, please try later.' })
  })
})

describe("our server's answer for each upstream contact answer (spec §8)", () => {
  it('200: success with the upstream message, or the default', () => {
    expect(contactReply({ status: 200, message: 'Received' })).toEqual({ status: 200, ok: true, message: 'Received' })
    expect(contactReply({ status: 200, message: null })).toEqual({ status: 200, ok: true, message: 'Message sent successfully' })
  })

  it('another 2xx: the non-200 text', () => {
    expect(contactReply({ status: 202, message: 'Queued' })).toEqual({ status: 502, ok: false, message: 'Something went wrong. Please try again.' })
  })

  it("the upstream rejects the message (400, 422): 422 with its message, so the visitor can correct it", () => {
    expect(contactReply({ status: 422, message: 'Please provide a valid email address.' })).toEqual({
      status: 422,
      ok: false,
      message: 'Please provide a valid email address.',
    })
    expect(contactReply({ status: 400, message: null })).toEqual({ status: 422, ok: false, message: 'Server error, please try later.' })
  })

  it("the upstream fails: 502 with the server's message, or the request-failure text", () => {
    expect(contactReply({ status: 500, message: 'Internal Server Error' })).toEqual({ status: 502, ok: false, message: 'Internal Server Error' })
    expect(contactReply({ status: 503, message: null })).toEqual({ status: 502, ok: false, message: 'Server error, please try later.' })
    expect(contactReply({ status: 500, message: 'x'.repeat(301) }).message).toBe('Server error, please try later.')
  })

  it('no answer at all: 503 with the request-failure text', () => {
    expect(contactReply(null)).toEqual({ status: 503, ok: false, message: 'Server error, please try later.' })
  })
})

describe("the form's outcome texts in the page's language", () => {
  it("gives the site's own texts their Bengali message and keeps an upstream's as it came", () => {
    expect(contactOutcomeText(requiredMessage('subject'), 'bn')).toBe('বিষয় লিখতে হবে।')
    expect(contactOutcomeText(CONTACT_TEXTS.requestFailure, 'bn')).toBe('সার্ভারে সমস্যা হয়েছে, পরে আবার চেষ্টা করুন।')
    expect(contactOutcomeText(CONTACT_TEXTS.requestFailure, 'en')).toBe(CONTACT_TEXTS.requestFailure)
    expect(contactOutcomeText('Thank you, your message has been received.', 'bn')).toBe('Thank you, your message has been received.')
    // Issue 36: a Bengali page says in Bengali what happened; the upstream's English words stay beside it.
    expect(shownContactOutcome({ ok: true, message: 'Thank you, your message has been received.' }, 'bn')).toEqual({
      ok: true,
      message: 'বার্তা সফলভাবে পাঠানো হয়েছে',
      detail: 'Thank you, your message has been received.',
    })
    expect(shownContactOutcome({ ok: false, message: 'Please provide a valid email address.' }, 'bn')).toMatchObject({ ok: false, detail: 'Please provide a valid email address.' })
    expect(shownContactOutcome({ ok: false, message: 'বার্তা গ্রহণ করা হয়নি' }, 'bn')).toEqual({ ok: false, message: 'বার্তা গ্রহণ করা হয়নি' })
    expect(shownContactOutcome({ ok: true, message: 'Thank you, your message has been received.' }, 'en')).toEqual({ ok: true, message: 'Thank you, your message has been received.' })
    expect(shownContactOutcome({ ok: false, message: CONTACT_TEXTS.requestFailure }, 'bn')).toEqual({ ok: false, message: 'সার্ভারে সমস্যা হয়েছে, পরে আবার চেষ্টা করুন।' })
  })
})
