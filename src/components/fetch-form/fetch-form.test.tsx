// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { initAll, MissingHookError } from '../../enhance/module'
import { ContactForm } from '../contact/ContactForm'
import { dropHook, mount, serve } from '../testing'
import { FETCH_FORM as F } from './contract'
import { fetchFormEnhancer } from './enhance'
import { FormOutcome } from './FormOutcome'

/** What the in-process server answers to the next post. */
let next: { status: number; body: string } = { status: 200, body: '{}' }
/** Each post's content type and fields. */
let posted: { type?: string; fields: [string, string][] }[] = []
let close: () => Promise<void>
beforeAll(async () => {
  close = await serve((req, body) => {
    posted.push({ type: req.headers['content-type'], fields: [...new URLSearchParams(body)] })
    return { status: next.status, body: next.body }
  })
})
afterAll(() => close())

const $ = <E extends HTMLElement = HTMLElement>(attr: string) => document.querySelector<E>(`[${attr}]`)!
const form = () => document.querySelector('form')!
const fill = () => {
  for (const field of form().querySelectorAll<HTMLInputElement>('input[required], textarea[required]'))
    field.value = field.type === 'email' ? 'a@example.com' : 'Hello there'
}

describe('a form posted with fetch', () => {
  beforeEach(() => {
    posted = []
    mount(<ContactForm initialResult={null} />)
  })

  it('says it is busy while posting, then shows the answer as the server writes it and clears the fields', async () => {
    next = { status: 200, body: JSON.stringify({ message: 'Message sent', detail: 'Accepted upstream' }) }
    initAll(document, [fetchFormEnhancer], true)
    fill()
    const button = $<HTMLButtonElement>(F.hooks.submit)
    const idle = button.textContent
    form().requestSubmit()
    expect(button.disabled).toBe(true)
    expect(button.textContent).toBe(form().dataset.busy)
    await vi.waitFor(() => expect(button.disabled).toBe(false))
    expect(button.textContent).toBe(idle)
    // The form's own encoding, as a plain post sends it.
    expect(posted).toEqual([
      {
        type: expect.stringMatching(/^application\/x-www-form-urlencoded/),
        fields: [['name', 'Hello there'], ['email', 'a@example.com'], ['subject', 'Hello there'], ['message', 'Hello there']],
      },
    ])
    // The same markup as the server's outcome box for the same outcome (FormOutcome.tsx): one alert, written once.
    const served = document.createElement('div')
    served.innerHTML = renderToStaticMarkup(<FormOutcome id="contact-form-result" result={{ ok: true, message: 'Message sent', detail: 'Accepted upstream' }} />)
    expect($(F.hooks.result).innerHTML).toBe(served.querySelector(`[${F.hooks.result}]`)!.innerHTML)
    expect($(F.hooks.result).querySelector('[role=status]')!.textContent).toBe('Message sent (Accepted upstream)')
    expect([...document.querySelectorAll<HTMLInputElement>(`[${F.hooks.clear}]`)].map((f) => f.value)).toEqual(['', '', '', ''])
  })

  it('marks the runs of an answer in the other language as the server does', async () => {
    next = { status: 400, body: JSON.stringify({ message: 'The upstream said: ভুল নম্বর' }) }
    initAll(document, [fetchFormEnhancer], true)
    fill()
    form().requestSubmit()
    await vi.waitFor(() => expect($(F.hooks.result).querySelector('[role=alert]')).not.toBeNull())
    expect($(F.hooks.result).querySelector('[lang=bn]')!.textContent).toBe('ভুল নম্বর')
  })

  it('marks the field the server names as refused, until the next answer', async () => {
    const email = () => document.querySelector<HTMLInputElement>('#contact-email')!
    next = { status: 400, body: JSON.stringify({ message: 'Please enter a valid e-mail address.', field: 'email' }) }
    initAll(document, [fetchFormEnhancer], true)
    fill()
    form().requestSubmit()
    await vi.waitFor(() => expect($(F.hooks.result).querySelector('[role=alert]')).not.toBeNull())
    expect(email().getAttribute('aria-invalid')).toBe('true')
    expect(form().querySelectorAll('[aria-invalid]')).toHaveLength(1)
    next = { status: 200, body: JSON.stringify({ message: 'Message sent' }) }
    form().requestSubmit()
    await vi.waitFor(() => expect($(F.hooks.result).querySelector('[role=status]')).not.toBeNull())
    expect(email().hasAttribute('aria-invalid')).toBe(false)
  })

  it("shows the form's own failure text when the server fails without a message, and keeps the fields", async () => {
    next = { status: 502, body: 'Bad Gateway' }
    initAll(document, [fetchFormEnhancer], true)
    fill()
    form().requestSubmit()
    await vi.waitFor(() => expect($(F.hooks.result).querySelector('[role=alert]')).not.toBeNull())
    expect($(F.hooks.result).textContent).toBe(form().dataset.failed)
    expect($(F.hooks.result).querySelector('.form-outcome__detail')).toBeNull()
    expect(document.querySelector<HTMLInputElement>('#contact-name')!.value).toBe('Hello there')
  })

  it('does not post a required field of spaces only', () => {
    initAll(document, [fetchFormEnhancer], true)
    fill()
    document.querySelector<HTMLInputElement>('#contact-name')!.value = '   '
    form().requestSubmit()
    expect($<HTMLButtonElement>(F.hooks.submit).disabled).toBe(false)
    expect(document.querySelector<HTMLInputElement>('#contact-name')!.value).toBe('')
  })

  it.each([F.hooks.submit, F.hooks.result, F.hooks.alert])('fails loudly without its %s hook', (attr) => {
    dropHook(attr)
    expect(() => initAll(document, [fetchFormEnhancer], true)).toThrow(MissingHookError)
  })
})
