const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const two = (n: number) => String(n).padStart(2, '0')

/** Year, month and day selects of the notice date filter (each submits as its own GET parameter). */
export function NoticeDateSelects({
  years,
  year,
  month,
  day,
  onChange,
}: {
  years: string[]
  year: string
  month: string
  day: string
  onChange: (name: 'year' | 'month' | 'day', value: string) => void
}) {
  const select = (name: 'year' | 'month' | 'day', label: string, value: string, options: { value: string; label: string }[], any: string) => (
    <div className="col-4">
      <label htmlFor={`notice-${name}`} className="form-label">
        {label}
      </label>
      <select id={`notice-${name}`} name={name} className="form-select" value={value} onChange={(e) => onChange(name, e.target.value)}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  )
  // A year in the URL that no notice has still shows as chosen.
  const yearOptions = (year && !years.includes(year) ? [year, ...years] : years).map((y) => ({ value: y, label: y }))
  return (
    <fieldset className="row g-2">
      <legend className="visually-hidden">Date</legend>
      {select('year', 'Year', year, yearOptions, 'Any year')}
      {select('month', 'Month', month, MONTHS.map((label, i) => ({ value: two(i + 1), label })), 'Any month')}
      {select('day', 'Day', day, Array.from({ length: 31 }, (_, i) => ({ value: two(i + 1), label: String(i + 1) })), 'Any day')}
    </fieldset>
  )
}
