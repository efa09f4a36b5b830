// The offer of browser notifications, for the page that confirms a subscription (server/alerts/, never a first
// visit): hidden until the site's script (src/components/alerts/enhance.ts) finds Web Push in the browser; its button asks
// for permission, subscribes with the VAPID public key and stores the subscription with the confirmed token.
import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { hookAttrs, moduleRoot } from '../module'
import { ALERT_PUSH, ALERT_PUSH_TEXTS } from './contract'

/** `token`: the confirmed subscription's signed token; `vapidPublicKey`: the server's VAPID public key (base64url). */
export function AlertPushOffer({ token, vapidPublicKey }: { token: string; vapidPublicKey: string }) {
  const locale = useLocale()
  return (
    <section
      className="alert-push card card-body my-4 d-print-none"
      hidden
      {...moduleRoot(ALERT_PUSH)}
      {...hookAttrs(ALERT_PUSH, 'token', token)}
      {...hookAttrs(ALERT_PUSH, 'key', vapidPublicKey)}
      {...{
        [ALERT_PUSH_TEXTS.on]: m.alertForm_pushOn({}, { locale }),
        [ALERT_PUSH_TEXTS.denied]: m.alertForm_pushDenied({}, { locale }),
        [ALERT_PUSH_TEXTS.failed]: m.alertForm_pushFailed({}, { locale }),
      }}
    >
      <p>{m.alertForm_pushOffer({}, { locale })}</p>
      <p>
        <button type="button" className="btn btn-success" {...hookAttrs(ALERT_PUSH, 'button')}>
          {m.alertForm_pushButton({}, { locale })}
        </button>
      </p>
      <p className="mb-0" aria-live="polite" {...hookAttrs(ALERT_PUSH, 'status')} />
    </section>
  )
}
