import { useLocale } from '../hooks/usePageContext'
import { FAILURE_FALLBACK } from '../domain/site-data'
import { m } from '../i18n/messages'
import type { Locale } from '../routes/locale'
import { LangText } from './LangText'

/** A failed data call's message in the page's language: the spec's 'Something went wrong', or the upstream's own message as it came. */
export const failureText = (error: string, locale: Locale) => (error === FAILURE_FALLBACK ? m.error_somethingWentWrong({}, { locale }) : error)

/** The failure's message where the spec shows it (career and profile pages, videos), upstream text marked by its script. */
export function FailureAlert({ error }: { error: string }) {
  const locale = useLocale()
  return (
    <p className="alert alert-danger" role="alert">
      <LangText text={failureText(error, locale)} />
    </p>
  )
}
