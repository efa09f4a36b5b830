// A form's outcome box: the success or error of a post, in the page's language (LangText marks an upstream's text
// in the other language). The forms' script (src/enhance/forms.ts) writes the same markup into the same box, adding
// `data-form-result`'s classes to its alert.
import type { ShownOutcome } from '../logic/form-outcome'
import { LangText } from './LangText'

interface Props {
  /** The outcome in the page's language, and an upstream's own words in another as a detail (src/logic/form-outcome.ts). */
  result: ShownOutcome | null
  id?: string
  className?: string
  /** Classes the alert adds to Bootstrap's. */
  alertClass?: string
  /** A component's hook on the box (src/components/module.ts hookAttrs), for its script to write into. */
  hook?: Record<`data-${string}`, string>
}

export function FormOutcome({ result, id, className, alertClass = '', hook }: Props) {
  return (
    <div id={id} className={className} aria-live="polite" data-form-result={alertClass} {...hook}>
      {result ? (
        <p className={`alert alert-${result.ok ? 'success' : 'danger'} ${alertClass}`.trim()} role={result.ok ? 'status' : 'alert'}>
          <LangText text={result.message} />
          {result.detail ? (
            <>
              {' '}
              <span className="form-outcome__detail">
                (<LangText text={result.detail} />)
              </span>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  )
}
