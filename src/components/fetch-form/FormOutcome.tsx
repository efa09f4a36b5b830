// A form's outcome box: the success or error of a post, in the page's language (LangText marks an upstream's text
// in the other language). The forms' script (./enhance.ts) shows its outcomes in the same box, filling a copy of the
// alert this writes in a <template>.
import type { ShownOutcome } from '../../logic/form-outcome'
import { LangText } from '../LangText'
import { hookAttrs } from '../module'
import { alertAttrs, FETCH_FORM as F } from './contract'

interface Props {
  /** The outcome in the page's language, and an upstream's own words in another as a detail (src/logic/form-outcome.ts). */
  result: ShownOutcome | null
  id?: string
  className?: string
  /** Classes the alert adds to Bootstrap's. */
  alertClass?: string
}

export function FormOutcome({ result, id, className, alertClass = '' }: Props) {
  return (
    <>
      {/* The alert's shape, without a look or a text until the script gives it an outcome's. */}
      <template {...hookAttrs(F, 'alert')}>
        <OutcomeAlert message="" detail="" />
      </template>
      <div id={id} className={className} aria-live="polite" {...hookAttrs(F, 'result', alertClass)}>
        {result ? <OutcomeAlert ok={result.ok} message={result.message} detail={result.detail || undefined} alertClass={alertClass} /> : null}
      </div>
    </>
  )
}

/** The alert: the message, then the upstream's own words in brackets when there are some. */
function OutcomeAlert({ ok, message, detail, alertClass }: { ok?: boolean; message: string; detail?: string; alertClass?: string }) {
  return (
    <p {...(ok === undefined ? {} : alertAttrs(ok, alertClass))}>
      <LangText text={message} />
      {detail !== undefined ? (
        <span {...hookAttrs(F, 'detail')}>
          {' '}
          <span className="form-outcome__detail">
            (
            <span {...hookAttrs(F, 'detailText')}>
              <LangText text={detail} />
            </span>
            )
          </span>
        </span>
      ) : null}
    </p>
  )
}
