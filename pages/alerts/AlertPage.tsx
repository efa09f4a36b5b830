// The alerts' pages (/alerts/confirm, /alerts/manage and their /bn twins): what server/alerts/routes.ts decided,
// in the site's frame and the page's language. Plain HTML forms: every control works without JavaScript.
import { SITE_NAME } from '../../src/content/site'
import { AlertChoices } from '../../src/components/alerts/AlertChoices'
import { PageBanner } from '../../src/components/PageBanner'
import { PageTitle } from '../../src/components/PageTitle'
import { ALERT_FIELDS, ALERT_PATHS, ALERT_PUSH_MOUNT, type AlertPageState } from '../../src/domain/alerts'
import { usePageContext } from '../../src/hooks/usePageContext'
import { m } from '../../src/i18n/messages'
import { alertLanguageName, alertTopicName } from '../../src/logic/notice-topic'
import type { Locale } from '../../src/routes/locale'


const PROBLEMS = {
  malformed: m.alerts_linkMalformed,
  forged: m.alerts_linkForged,
  expired: m.alerts_linkExpired,
  gone: m.alerts_linkGone,
  disabled: m.alerts_disabled,
}

/** `page`: which page this is, for its head when the server gave no state (never, in practice). */
export function AlertPage({ page }: { page: 'confirm' | 'manage' }) {
  const { alertPage, locale = 'en' } = usePageContext()
  const state: AlertPageState = alertPage ?? { kind: 'problem', problem: 'malformed' }
  const site = SITE_NAME[locale]
  const title =
    state.kind === 'problem'
      ? m.alerts_linkProblemTitle({}, { locale })
      : state.kind === 'confirmed'
        ? m.alerts_confirmPageTitle({}, { locale })
        : m.alerts_managePageTitle({}, { locale })
  const description = page === 'confirm' ? m.alerts_confirmPageDescription({ site }, { locale }) : m.alerts_managePageDescription({}, { locale })
  return (
    <>
      <PageTitle title={title} description={description} />
      <PageBanner title={title} />
      <div className="container" style={{ maxWidth: '48rem' }}>
        {state.kind === 'problem' ? <ProblemView problem={state.problem} locale={locale} /> : null}
        {state.kind === 'confirmed' ? <ConfirmedView state={state} locale={locale} /> : null}
        {state.kind === 'manage' ? <ManageView state={state} locale={locale} /> : null}
        {state.kind === 'left' ? <p className="alert alert-success" role="status">{m.alerts_left({}, { locale })}</p> : null}
      </div>
    </>
  )
}

function ProblemView({ problem, locale }: { problem: keyof typeof PROBLEMS; locale: Locale }) {
  return (
    <p className="alert alert-danger" role="alert">
      {PROBLEMS[problem]({}, { locale })}
    </p>
  )
}

function ConfirmedView({ state, locale }: { state: Extract<AlertPageState, { kind: 'confirmed' }>; locale: Locale }) {
  const topics = state.topics.map((t) => alertTopicName(t, locale)).join(', ')
  return (
    <>
      <p className="alert alert-success" role="status">
        {m.alerts_confirmed({ email: state.email, topics, language: alertLanguageName(state.language, locale) }, { locale })}
      </p>
      <p>
        <a href={state.manageHref}>{m.alerts_manageLinkText({}, { locale })}</a>. {m.alerts_keepManageLink({}, { locale })}
      </p>
      {state.push ? (
        // The offer of browser notifications: h7's script `alert-push` fills this in where the browser supports Web Push.
        <div
          data-module={ALERT_PUSH_MOUNT.module}
          {...{
            [ALERT_PUSH_MOUNT.token]: state.push.token,
            [ALERT_PUSH_MOUNT.vapidPublicKey]: state.push.vapidPublicKey,
            [ALERT_PUSH_MOUNT.endpoint]: ALERT_PATHS.push,
          }}
        />
      ) : null}
    </>
  )
}

function ManageView({ state, locale }: { state: Extract<AlertPageState, { kind: 'manage' }>; locale: Locale }) {
  return (
    <>
      <p>{m.alerts_manageFor({ email: state.email }, { locale })}</p>
      {state.saved ? (
        <p className="alert alert-success" role="status">
          {m.alerts_saved({}, { locale })}
        </p>
      ) : null}
      {state.topicsMissing ? (
        <p className="alert alert-danger" role="alert">
          {m.alerts_noTopics({}, { locale })}
        </p>
      ) : null}
      <form method="post" action={ALERT_PATHS.update} className="mb-4">
        <input type="hidden" name={ALERT_FIELDS.token} value={state.token} />
        <input type="hidden" name="lang" value={locale} />
        <AlertChoices locale={locale} topics={state.topics} language={state.language} />
        <button type="submit" className="btn btn-success">
          {m.alerts_save({}, { locale })}
        </button>
      </form>
      <section aria-labelledby="alerts-leave">
        <h2 id="alerts-leave" className="h4">
          {m.alerts_leaveHeading({}, { locale })}
        </h2>
        <p>{m.alerts_leaveText({}, { locale })}</p>
        <form method="post" action={ALERT_PATHS.unsubscribe}>
          <input type="hidden" name={ALERT_FIELDS.token} value={state.token} />
          <input type="hidden" name="lang" value={locale} />
          <button type="submit" className="btn btn-outline-danger">
            {m.alerts_leaveButton({}, { locale })}
          </button>
        </form>
      </section>
    </>
  )
}

