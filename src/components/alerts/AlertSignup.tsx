// The notice-alert subscription form (issue 34): a plain POST to /api/alerts that works without JavaScript (the
// server answers 303 back to `back`, this page showing the outcome in this form once); the site's script posts it
// with fetch as it does the contact form (src/components/fetch-form/enhance.ts) and shows the answer in the live
// region instead. Compact in the footer: the address and the button on one line, topics and language behind a <details>.
import { ALERT_FIELDS, ALERT_PATHS, ALERT_TOPICS, type AlertTopic } from '../../domain/alerts'
import type { AlertPlacement } from '../../domain/alert-placement'
import type { FormResult } from '../../domain/forms'
import { usePageContext } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { alertBack, alertFormId } from '../../logic/alert-back'
import { localePath, LOCALES, splitLocale, type Locale } from '../../routes/locale'
import { localeHref } from '../../routes/paths'
import { FormOutcome } from '../fetch-form/FormOutcome'
import { AlertChoices } from './AlertChoices'
import { FETCH_FORM } from '../fetch-form/contract'
import { hookAttrs, moduleRoot } from '../module'
import './alert-signup.css'

/** The topics ticked before the visitor chooses, by where the form stands. */
const PRESET: Record<AlertPlacement, readonly AlertTopic[]> = {
  footer: ['all'],
  notices: ['all'],
  admission: ['admission'],
  result: ['admission'],
}

const HEADING: Record<AlertPlacement, (locale: Locale) => string> = {
  footer: (locale) => m.alertForm_headingFooter({}, { locale }),
  notices: (locale) => m.alertForm_headingNotices({}, { locale }),
  admission: (locale) => m.alertForm_headingAdmission({}, { locale }),
  result: (locale) => m.alertForm_headingResult({}, { locale }),
}

/** What to show in the fields: the preset, or what was typed before a refused plain post. */
function shownValues(placement: AlertPlacement, locale: Locale, result: FormResult | null) {
  const typed = result && !result.ok ? result.values : undefined
  const typedTopics = typed?.[ALERT_FIELDS.topics]?.split(',').filter((t): t is AlertTopic => (ALERT_TOPICS as readonly string[]).includes(t))
  const typedLocale = typed?.[ALERT_FIELDS.locale]
  return {
    email: typed?.[ALERT_FIELDS.email] ?? '',
    topics: typedTopics?.length ? typedTopics : PRESET[placement],
    locale: (LOCALES as readonly string[]).includes(typedLocale ?? '') ? (typedLocale as Locale) : locale,
  }
}

export function AlertSignup({ placement }: { placement: AlertPlacement }) {
  const pageContext = usePageContext()
  const locale = pageContext.locale ?? 'en'
  const id = alertFormId(placement)
  // Alerts off (production without SMTP): no form. Unset (a render without the alerts' server): shown.
  if (pageContext.alertsEnabled === false) return null
  // A plain post's outcome, when it belongs to this form (the page may carry the footer's and its own).
  const result = pageContext.alertFormResult?.form === id ? pageContext.alertFormResult : null
  const values = shownValues(placement, locale, result)
  const compact = placement === 'footer'
  const field = (name: string) => `${id}-${name}`
  // The page's path in its language (the router hands pages their path without the /bn prefix).
  const pagePath = localePath(locale, splitLocale(pageContext.urlPathname).path)

  const choices = <AlertChoices locale={locale} topics={values.topics} language={values.locale} />
  const email = (
    <>
      <label htmlFor={field('email')} className="form-label alert-signup__label">
        {m.alertForm_email({}, { locale })}
      </label>
      <div className="alert-signup__line">
        <input
          id={field('email')}
          type="email"
          name={ALERT_FIELDS.email}
          autoComplete="email"
          required
          maxLength={254}
          className="form-control"
          defaultValue={values.email}
          aria-invalid={result?.field === ALERT_FIELDS.email ? true : undefined}
          {...hookAttrs(FETCH_FORM, 'clear')}
        />
        {compact ? submit() : null}
      </div>
    </>
  )
  function submit() {
    return (
      <button type="submit" className={`btn ${compact ? 'btn-warning' : 'btn-success'} alert-signup__submit`} {...hookAttrs(FETCH_FORM, 'submit')}>
        {m.alertForm_submit({}, { locale })}
      </button>
    )
  }

  return (
    <section
      id={id}
      className={`alert-signup${compact ? ' alert-signup--compact' : ' card card-body my-4'} d-print-none`}
      aria-labelledby={field('heading')}
    >
      <h2 id={field('heading')} className={compact ? 'h6' : 'h4'}>
        {HEADING[placement](locale)}
      </h2>
      {compact ? null : <p>{placement === 'result' ? m.alertForm_introResult({}, { locale }) : m.alertForm_intro({}, { locale })}</p>}
      <form
        {...moduleRoot(FETCH_FORM)}
        method="post"
        action={ALERT_PATHS.subscribe}
        data-busy={m.alertForm_sending({}, { locale })}
        data-done={m.alerts_checkInbox({}, { locale })}
        data-failed={m.alertForm_failed({}, { locale })}
        data-unexpected={m.alertForm_unexpected({}, { locale })}
      >
        <input type="hidden" name={ALERT_FIELDS.back} value={alertBack(pagePath, placement)} />
        {email}
        {compact ? (
          <details className="alert-signup__options">
            <summary>{m.alertForm_options({}, { locale })}</summary>
            {choices}
          </details>
        ) : (
          <>
            {choices}
            {submit()}
          </>
        )}
        <FormOutcome result={result} className="alert-signup__outcome" alertClass="mb-0 mt-2" />
        <p className="alert-signup__note">
          {`${m.alertForm_stored({}, { locale })} `}
          <a href={localeHref(locale, '/privacy-policy')}>{m.alertForm_privacyLink({}, { locale })}</a>
        </p>
      </form>
    </section>
  )
}
