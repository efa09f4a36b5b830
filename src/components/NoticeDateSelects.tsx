import { useLocale } from '../hooks/usePageContext'
import { bengaliMonthName } from '../i18n/format'
import { m } from '../i18n/messages'
import { formatNumber } from '../i18n/numbers'

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const two = (n: number) => String(n).padStart(2, '0')

/** Year, month and day selects of the notice date filter (each submits as its own GET parameter); named in the page's language. */
export function NoticeDateSelects({
  years,
  year,
  month,
  day,
}: {
  years: string[]
  year: string
  month: string
  day: string
}) {
  const locale = useLocale()
  const number = (n: number) => formatNumber(n, locale)
  const select = (name: 'year' | 'month' | 'day', label: string, value: string, options: { value: string; label: string }[], any: string) => (
    <div className="col-4">
      <label htmlFor={`notice-${name}`} className="form-label">
        {label}
      </label>
      <select id={`notice-${name}`} name={name} className="form-select" defaultValue={value}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
  // A year in the URL that no notice has still shows as chosen (as it was written, when it is no number).
  const yearOptions = (year && !years.includes(year) ? [year, ...years] : years).map((y) => ({ value: y, label: locale === 'bn' && /^\d+$/.test(y) ? number(Number(y)) : y }))
  const months = MONTHS.map((name, i) => ({ value: two(i + 1), label: locale === 'bn' ? bengaliMonthName(i + 1) : name }))
  return (
    <fieldset className="row g-2">
      <legend className="visually-hidden">{m.dateFilter_date({}, { locale })}</legend>
      {select('year', m.dateFilter_year({}, { locale }), year, yearOptions, m.dateFilter_anyYear({}, { locale }))}
      {select('month', m.dateFilter_month({}, { locale }), month, months, m.dateFilter_anyMonth({}, { locale }))}
      {select('day', m.dateFilter_day({}, { locale }), day, Array.from({ length: 31 }, (_, i) => ({ value: two(i + 1), label: number(i + 1) })), m.dateFilter_anyDay({}, { locale }))}
    </fieldset>
  )
}
