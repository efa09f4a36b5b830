/** A labelled search input for the list pages (also submits as ?name=value without JavaScript). */
export function SearchField({
  id,
  name = 'q',
  label,
  value,
  onChange,
  placeholder,
}: {
  id: string
  name?: string
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
}) {
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="search"
        className="form-control"
        value={value}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  )
}
