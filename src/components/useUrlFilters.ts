import { useEffect, useRef, useState } from 'react'
import { navigate } from 'vike/client/router'
import { useLocale } from '../hooks/usePageContext'
import { listHref, localeHref } from '../routes/paths'

/** Typing pauses this long before the URL (and the list) follows. */
const TYPING_PAUSE_MS = 250

/**
 * A list's filters as they are typed: the inputs change at once, and after a pause the URL follows
 * by replacing the current history entry (not adding one), keeping the scroll position; Vike then
 * fetches the filtered first page. A navigation not started here (Back, a link) shows its URL's filters.
 */
export function useUrlFilters<F extends Record<string, string>>(path: string, fromUrl: F) {
  const locale = useLocale()
  const [values, setValues] = useState<F>(fromUrl)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const inFlight = useRef(0)
  const urlKey = listHref(path, fromUrl)
  useEffect(() => {
    if (timer.current === undefined && inFlight.current === 0) setValues(fromUrl)
    // fromUrl is compared through its URL
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [urlKey])
  useEffect(() => () => clearTimeout(timer.current), [])

  const go = (next: F) => {
    clearTimeout(timer.current)
    timer.current = undefined
    const href = localeHref(locale, listHref(path, next))
    if (href === `${location.pathname}${location.search}`) return
    inFlight.current++
    void navigate(href, { overwriteLastHistoryEntry: true, keepScrollPosition: true }).finally(() => {
      inFlight.current--
    })
  }
  const set = (patch: Partial<F>) => {
    const next = { ...values, ...patch }
    setValues(next)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => go(next), TYPING_PAUSE_MS)
  }
  /**
   * The form's submit (Enter): follow at once, with the values its fields show: text typed before hydration is in
   * the fields but not in the state (React leaves a field's value as it finds it).
   */
  const submit = (form: HTMLFormElement) => {
    const shown = new FormData(form)
    const next = { ...values }
    for (const key in next) next[key] = (shown.get(key) ?? next[key]) as F[typeof key]
    setValues(next)
    go(next)
  }
  return { values, set, submit }
}
