// Upstream text as published, in either language, marked for the page it is on: on an English page each
// run of Bengali script carries lang="bn", on a Bengali page each run of Latin letters lang="en" (screen
// readers choose the voice, the browser the font and line breaking); text in the page's language stays a
// plain string.
import { useLocale } from '../hooks/usePageContext'
import { languageRuns } from '../i18n/text-language'

export function LangText({ text }: { text: string }) {
  const runs = languageRuns(text, useLocale())
  return runs.length < 2 ? text : runs.map((run, i) => (run.lang ? <span key={i} lang={run.lang}>{run.text}</span> : run.text))
}
