// What a notice-alert subscription asks besides the address: its topics (checkboxes, one `topics` field each) and the
// e-mails' language (radios), as the subscription form (AlertSignup.tsx) and the manage page
// (pages/alerts/AlertPage.tsx) both ask them.
import { ALERT_FIELDS, ALERT_TOPICS, type AlertTopic } from '../../domain/alerts'
import { m } from '../../i18n/messages'
import { alertLanguageName, alertTopicName } from '../../logic/notice-topic'
import { LOCALES, type Locale } from '../../routes/locale'
import './alert-signup.css'

/** `topics` and `language`: what is ticked when the page opens. */
export function AlertChoices({ locale, topics, language }: { locale: Locale; topics: readonly AlertTopic[]; language: Locale }) {
  return (
    <>
      <fieldset className="alert-signup__group">
        <legend className="alert-signup__legend">{m.alertForm_topics({}, { locale })}</legend>
        {ALERT_TOPICS.map((topic) => (
          <label key={topic} className="alert-signup__choice">
            <input type="checkbox" name={ALERT_FIELDS.topics} value={topic} defaultChecked={topics.includes(topic)} /> {alertTopicName(topic, locale)}
          </label>
        ))}
      </fieldset>
      <fieldset className="alert-signup__group">
        <legend className="alert-signup__legend">{m.alertForm_language({}, { locale })}</legend>
        {LOCALES.map((value) => (
          <label key={value} className="alert-signup__choice alert-signup__choice--inline">
            <input type="radio" name={ALERT_FIELDS.locale} value={value} defaultChecked={language === value} /> {alertLanguageName(value, locale)}
          </label>
        ))}
      </fieldset>
    </>
  )
}
