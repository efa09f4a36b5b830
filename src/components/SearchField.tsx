/** A labelled search (or date) input for the list pages (also submits as ?name=value without JavaScript). */
export function SearchField({
  id,
  name = 'q',
  label,
  value,
  onChange,
  placeholder,
  type = 'search',
}: {
  id: string
  name?: string
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
  /** 'date' for a date picker whose value (YYYY-MM-DD) is matched as a substring. */
  type?: 'search' | 'date'
}) {
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        className="form-control"
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}
