// The notice-alert form where visitors wait for notices (issue 34), in both languages: the notice list, the
// circular, the advertisements and the result page carry their own form, every page the footer's compact one; each
// is a plain HTML form posting the shared fields to /api/alerts (no JavaScript needed) and returning to its page.
import { Window } from 'happy-dom'
import { describe, expect, it } from 'vitest'
import { ALERT_FIELDS, ALERT_PATHS, ALERT_TOPICS } from '../../src/domain/alerts'
import { ALERT_PLACEMENTS } from '../../src/domain/alert-placement'
import { alertFormId, parseAlertBack } from '../../src/logic/alert-back'
import { ALERTS_ON_ENV } from '../support/alert-answers'
import { appForFile } from '../support/app-for-file'

const stack = appForFile(ALERTS_ON_ENV)

const PLACEMENTS = [
  ['/all-notice', 'notices'],
  ['/admission-instruction', 'admission'],
  ['/admission-advertisements', 'admission'],
  ['/admission-result', 'result'],
  ['/about', null],
  ['/', null],
] as const

async function documentOf(path: string) {
  const res = await fetch(`${stack.site.url}${path}`)
  // On failure, the site's last log lines say why (an upstream timeout, a render error).
  if (res.status !== 200) expect.fail(`${path}: ${res.status}\n${stack.site.output().slice(-3000)}`)
  const window = new Window()
  window.document.write(await res.text())
  return window.document
}

describe('alert form placements', () => {
  it.each(PLACEMENTS.flatMap(([path, placement]) => [[path, placement, 'en'] as const, [`/bn${path === '/' ? '' : path}`, placement, 'bn'] as const]))(
    '%s carries the form(s) (%s), posting to /api/alerts in the page\u2019s language',
    async (path, placement, locale) => {
      const doc = await documentOf(path)
      // Each form's section, by its id, in page order; no other form posts to /api/alerts.
      const roots = [...doc.querySelectorAll(ALERT_PLACEMENTS.map((p) => `#${alertFormId(p)}`).join(', '))]
      const ids = roots.map((r) => r.id)
      expect(ids).toEqual(placement ? [`alert-signup-${placement}`, 'alert-signup-footer'] : ['alert-signup-footer'])
      expect(doc.querySelectorAll(`form[action="${ALERT_PATHS.subscribe}"]`)).toHaveLength(roots.length)
      // The footer's form is in the footer.
      expect(doc.querySelector('footer.site-footer #alert-signup-footer')).not.toBeNull()
      for (const root of roots) {
        const form = root.querySelector('form')!
        expect(form.getAttribute('method')).toBe('post')
        expect(form.getAttribute('action')).toBe(ALERT_PATHS.subscribe)
        const names = [...form.querySelectorAll('input, select, textarea')].map((el) => el.getAttribute('name'))
        expect(new Set(names)).toEqual(new Set(Object.values(ALERT_FIELDS).filter((f) => f !== ALERT_FIELDS.token)))
        const email = form.querySelector(`input[name="${ALERT_FIELDS.email}"]`)!
        expect(email.getAttribute('type')).toBe('email')
        expect(email.hasAttribute('required')).toBe(true)
        expect(doc.querySelector(`label[for="${email.id}"]`)).not.toBeNull()
        expect([...form.querySelectorAll(`input[name="${ALERT_FIELDS.topics}"]`)].map((t) => t.getAttribute('value'))).toEqual([...ALERT_TOPICS])
        expect(form.querySelector(`input[name="${ALERT_FIELDS.locale}"][checked]`)!.getAttribute('value')).toBe(locale)
        const back = parseAlertBack(form.querySelector(`input[name="${ALERT_FIELDS.back}"]`)!.getAttribute('value'))
        expect(back).toEqual({ path, form: root.id })
        expect(form.querySelector('button[type="submit"]')).not.toBeNull()
        expect(form.querySelector(`a[href="${locale === 'bn' ? '/bn' : ''}/privacy-policy"]`)).not.toBeNull()
        expect(root.querySelector('h2')!.textContent).toMatch(locale === 'bn' ? /[\u0980-\u09FF]/ : /^[A-Za-z -]+$/)
      }
    },
  )

  it('the privacy page says what alerts store and how to leave, in both languages', async () => {
    const en = (await documentOf('/privacy-policy')).body.textContent!
    expect(en).toContain('Notice alerts by e-mail')
    expect(en).toMatch(/48 hours/)
    expect(en).toMatch(/no tracking/)
    const bn = (await documentOf('/bn/privacy-policy')).body.textContent!
    expect(bn).toContain('নোটিশ অ্যালার্ট')
    expect(bn).toContain('৪৮ ঘণ্টা')
  })
})
