// @vitest-environment happy-dom
// The notice-alert form (issue 34): its markup is a plain HTML form posting the shared fields to /api/alerts in the
// page's language, a plain post's outcome shows in the form it came from, and the site's fetch-form script
// (src/components/fetch-form/enhance.ts) posts this markup with fetch, shows the answer in the live region and keeps
// what was typed on an error.
import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { afterEach, describe, expect, it } from 'vitest'
import { AlertSignup } from '../../src/components/alerts/AlertSignup'
import type { AlertPlacement } from '../../src/domain/alert-placement'
import type { FormResult } from '../../src/domain/forms'
import { FETCH_FORM } from '../../src/components/fetch-form/contract'
import { fetchFormEnhancer } from '../../src/components/fetch-form/enhance'
import { initAll } from '../../src/enhance/module'
import { PageContextProvider } from '../../src/hooks/usePageContext'
import { alertBack, isSitePath, parseAlertBack } from '../../src/logic/alert-back'
import { answeringEndpoint, pageAt } from '../support/alert-answers'

function render(placement: AlertPlacement, { locale = 'en', path = '/admission-result', formResult }: { locale?: 'en' | 'bn'; path?: string; formResult?: FormResult } = {}) {
  // As the router hands it to pages: the path without its language prefix.
  const pageContext = { locale, urlPathname: path, canonicalUrl: '', alertFormResult: formResult } as unknown as PageContext
  return renderToStaticMarkup(
    <PageContextProvider pageContext={pageContext}>
      <AlertSignup placement={placement} />
    </PageContextProvider>,
  )
}

function mount(html: string): HTMLElement {
  document.body.innerHTML = html
  // The form's section, the one element rendered.
  return document.body.firstElementChild as HTMLElement
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('AlertSignup markup', () => {
  it('is a plain POST form to /api/alerts with a labelled e-mail field, the four topics, the language and back', () => {
    const root = mount(render('result'))
    const form = root.querySelector('form')!
    expect(form.getAttribute('method')).toBe('post')
    expect(form.getAttribute('action')).toBe('/api/alerts')
    const email = form.querySelector<HTMLInputElement>('input[name="email"]')!
    expect(email.type).toBe('email')
    expect(email.getAttribute('autocomplete')).toBe('email')
    expect(email.required).toBe(true)
    expect(form.querySelector(`label[for="${email.id}"]`)!.textContent).toBe('E-mail address')
    const topics = [...form.querySelectorAll<HTMLInputElement>('input[name="topics"]')]
    expect(topics.map((t) => [t.type, t.value, t.parentElement!.textContent!.trim()])).toEqual([
      ['checkbox', 'all', 'All notices'],
      ['checkbox', 'admission', 'Admission: circulars, tests, results, deadlines'],
      ['checkbox', 'jobs', 'Job advertisements'],
      ['checkbox', 'events', 'Events'],
    ])
    // On the result page the admission topic is ticked: what the visitor came for.
    expect(topics.filter((t) => t.checked).map((t) => t.value)).toEqual(['admission'])
    expect(form.querySelector('legend')!.textContent).toBe('Topics')
    const languages = [...form.querySelectorAll<HTMLInputElement>('input[name="locale"]')]
    expect(languages.map((l) => [l.type, l.value, l.checked])).toEqual([
      ['radio', 'en', true],
      ['radio', 'bn', false],
    ])
    expect(form.querySelector<HTMLInputElement>('input[type="hidden"][name="back"]')!.value).toBe('/admission-result#alert-signup-result')
    expect(form.querySelector('button[type="submit"]')!.textContent).toBe('Subscribe')
    expect(form.querySelector('a[href="/privacy-policy"]')!.textContent).toBe('Privacy policy')
    expect(root.id).toBe('alert-signup-result')
    // The site's script posts it as the contact form: fetch-form's hooks, its texts, the address emptied after success.
    expect(form.dataset.module).toBe(FETCH_FORM.module)
    expect(form.querySelector(`[aria-live="polite"][${FETCH_FORM.hooks.result}]`)).not.toBeNull()
    expect(form.querySelector(`button[${FETCH_FORM.hooks.submit}]`)).not.toBeNull()
    expect(email.hasAttribute(FETCH_FORM.hooks.clear)).toBe(true)
    expect([form.dataset.busy, form.dataset.failed]).toEqual(['Subscribing...', 'The subscription could not be sent. Check your connection and try again.'])
    expect(root.hasAttribute('data-module')).toBe(false)
  })

  it('speaks Bengali on a Bengali page: the e-mails in Bengali by default, back to the Bengali page', () => {
    const root = mount(render('footer', { locale: 'bn', path: '/all-notice' }))
    expect(root.querySelector('h2')!.textContent).toBe('ই-মেইলে নোটিশ অ্যালার্ট')
    expect(root.querySelector('label')!.textContent).toBe('ই-মেইল ঠিকানা')
    expect(root.querySelector<HTMLInputElement>('input[name="locale"]:checked')!.value).toBe('bn')
    expect(root.querySelector<HTMLInputElement>('input[name="back"]')!.value).toBe('/bn/all-notice#alert-signup-footer')
    expect(root.querySelector('a[href="/bn/privacy-policy"]')!.textContent).toBe('গোপনীয়তা নীতি')
    expect(root.querySelector('button')!.textContent).toBe('সাবস্ক্রাইব করুন')
    expect(root.textContent).not.toMatch(/[A-Za-z]{4,}/)
  })

  it('is compact in the footer: address and button on one line, the choices folded in a <details>', () => {
    const root = mount(render('footer'))
    const line = root.querySelector('.alert-signup__line')!
    expect([...line.children].map((c) => c.tagName)).toEqual(['INPUT', 'BUTTON'])
    const details = root.querySelector('details')!
    expect(details.open).toBe(false)
    expect(details.querySelectorAll('input[name="topics"]')).toHaveLength(4)
    expect(root.querySelector<HTMLInputElement>('input[name="topics"]:checked')!.value).toBe('all')
  })

  it('shows a plain post\u2019s outcome only in the form it came from, with what was typed', () => {
    const refused: FormResult = { ok: false, message: 'Enter a valid e-mail address.', form: 'alert-signup-footer', field: 'email', values: { email: 'name@', topics: 'jobs,events', locale: 'bn' } }
    const footer = mount(render('footer', { formResult: refused }))
    expect(footer.querySelector('[role="alert"]')!.textContent).toBe('Enter a valid e-mail address.')
    expect(footer.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe('name@')
    expect(footer.querySelector<HTMLInputElement>('input[name="email"]')!.getAttribute('aria-invalid')).toBe('true')
    expect([...footer.querySelectorAll<HTMLInputElement>('input[name="topics"]:checked')].map((t) => t.value)).toEqual(['jobs', 'events'])
    expect(footer.querySelector<HTMLInputElement>('input[name="locale"]:checked')!.value).toBe('bn')
    // The page's own form on the same page shows nothing of it.
    const page = mount(render('result', { formResult: refused }))
    expect(page.querySelector('[role="alert"]')).toBeNull()
    expect(page.querySelector<HTMLInputElement>('input[name="email"]')!.value).toBe('')
  })
})

describe('alerts switched off', () => {
  it('renders no form when the server says alerts take no subscriptions', () => {
    const pageContext = { locale: 'en', urlPathname: '/', canonicalUrl: '', alertsEnabled: false } as unknown as PageContext
    expect(renderToStaticMarkup(<PageContextProvider pageContext={pageContext}><AlertSignup placement="footer" /></PageContextProvider>)).toBe('')
  })
})

describe('back: where a plain post returns', () => {
  it('names the page and the form, and refuses anything that is not a site path with a known form', () => {
    expect(parseAlertBack(alertBack('/bn/admission-result', 'result'))).toEqual({ path: '/bn/admission-result', form: 'alert-signup-result' })
    for (const bad of ['//evil.example#alert-signup-footer', 'https://evil.example/#alert-signup-footer', '/a/../b#alert-signup-footer', '/all-notice', '/all-notice#other', '/x?y=1#alert-signup-footer', '/\\evil#alert-signup-footer', `/${'a'.repeat(400)}#alert-signup-footer`, 42]) {
      expect(parseAlertBack(bad), String(bad)).toBeNull()
    }
  })

  it('one rule for a site path, also for the outcome cookie (server/forms/outcome.ts): no `@`, no `..`, no backslash', () => {
    expect(isSitePath('/bn/admission-result')).toBe(true)
    expect(isSitePath('/notice/12%20a_b~c.d')).toBe(true)
    // The cookie's copy of the rule took these two.
    expect(isSitePath('/@evil.example')).toBe(false)
    expect(isSitePath('/a/../b')).toBe(false)
    // Both refused a backslash, anywhere: not a path character.
    expect(isSitePath('/\\evil.example')).toBe(false)
    expect(isSitePath('/a\\b')).toBe(false)
    expect(isSitePath(`/${'a'.repeat(300)}`)).toBe(false)
  })
})

describe('the fetch-form script on this form', () => {
  async function started(answer: Parameters<typeof answeringEndpoint>[0]) {
    const endpoint = await answeringEndpoint(answer)
    pageAt(`${endpoint.origin}/admission-result`)
    const root = mount(render('result'))
    initAll(document, [fetchFormEnhancer], true)
    const form = root.querySelector('form')!
    const email = form.querySelector<HTMLInputElement>('input[name="email"]')!
    const outcome = root.querySelector<HTMLElement>(`[${FETCH_FORM.hooks.result}]`)!
    /** The outcome's text once it shows one. */
    const shown = () => new Promise<HTMLElement>((resolve) => {
      const observer = new MutationObserver(() => {
        const p = outcome.querySelector<HTMLElement>('p')
        if (p) {
          observer.disconnect()
          resolve(p)
        }
      })
      observer.observe(outcome, { childList: true, subtree: true })
    })
    return { endpoint, root, form, email, outcome, shown }
  }

  it('posts the fields urlencoded with fetch (Accept: application/json), ticked topics repeated, and shows the answer without leaving the page', async () => {
    const { endpoint, form, email, shown } = await started(() => ({ status: 200, body: { ok: true, message: 'Check your inbox.' } }))
    await using _ = endpoint
    email.value = 'reader@example.com'
    form.querySelector<HTMLInputElement>('input[value="jobs"]')!.checked = true
    form.querySelector<HTMLInputElement>('input[value="events"]')!.checked = true
    const answer = shown()
    form.requestSubmit()
    const p = await answer
    expect(p.textContent).toBe('Check your inbox.')
    expect(p.getAttribute('role')).toBe('status')
    expect(endpoint.received).toHaveLength(1)
    const [req] = endpoint.received
    expect(req!.method).toBe('POST')
    expect(req!.path).toBe('/api/alerts')
    expect(req!.headers.accept).toBe('application/json')
    expect(req!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/)
    const body = new URLSearchParams(req!.body)
    expect(body.get('email')).toBe('reader@example.com')
    expect(body.getAll('topics')).toEqual(['admission', 'jobs', 'events'])
    expect(body.get('locale')).toBe('en')
    expect(body.get('back')).toBe('/admission-result#alert-signup-result')
    // Done: the address is emptied, the button back.
    expect(email.value).toBe('')
    expect(form.querySelector('button')!.disabled).toBe(false)
    expect(window.location.pathname).toBe('/admission-result')
  })

  it('keeps everything typed on a refusal (400) and on a limit (429), and marks a refused address', async () => {
    const answers = [
      { status: 400, body: { ok: false, message: 'Enter a valid e-mail address.', field: 'email' } },
      { status: 429, body: { ok: false, message: 'Too many subscriptions. Try again in 1 minute.' }, headers: { 'retry-after': '60' } },
    ]
    const { endpoint, form, email, shown } = await started(() => answers.shift()!)
    await using _ = endpoint
    email.value = 'x@y'
    form.querySelector<HTMLInputElement>('input[value="events"]')!.checked = true
    let answer = shown()
    form.requestSubmit()
    expect((await answer).textContent).toBe('Enter a valid e-mail address.')
    expect(email.value).toBe('x@y')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect([...form.querySelectorAll<HTMLInputElement>('input[name="topics"]:checked')].map((t) => t.value)).toEqual(['admission', 'events'])
    answer = shown()
    form.requestSubmit()
    const p = await answer
    expect(p.textContent).toBe('Too many subscriptions. Try again in 1 minute.')
    expect(p.getAttribute('role')).toBe('alert')
    expect(email.value).toBe('x@y')
    expect(email.hasAttribute('aria-invalid')).toBe(false)
  })

  it('sends once while an answer is pending, and says so on the button', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const { endpoint, form, email, shown } = await started(async () => {
      await held
      return { status: 200, body: { ok: true, message: 'Check your inbox.' } }
    })
    await using _ = endpoint
    email.value = 'reader@example.com'
    const answer = shown()
    form.requestSubmit()
    form.requestSubmit()
    const button = form.querySelector('button')!
    expect(button.disabled).toBe(true)
    expect(button.textContent).toBe('Subscribing...')
    release()
    await answer
    expect(endpoint.received).toHaveLength(1)
    expect(button.textContent).toBe('Subscribe')
  })

  it('says the connection failed when nothing answers, and an answer that is not the form\u2019s is a failure too', async () => {
    const { endpoint, form, email, shown } = await started(() => ({ status: 502, body: '<html>Bad Gateway</html>' }))
    email.value = 'reader@example.com'
    let answer = shown()
    form.requestSubmit()
    expect((await answer).textContent).toBe('The subscription could not be sent. Check your connection and try again.')
    await endpoint[Symbol.asyncDispose]()
    answer = shown()
    form.requestSubmit()
    expect((await answer).textContent).toBe('The subscription could not be sent. Check your connection and try again.')
    expect(email.value).toBe('reader@example.com')
  })

})
