/** A labelled search (or date) input for the list pages (also submits as ?name=value without JavaScript). */
export function SearchField({
  id,
  name = 'q',
  label,
  value,
  placeholder,
  type = 'search',
}: {
  id: string
  name?: string
  label: string
  /** As the page's URL has it. */
  value: string
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
        defaultValue={value}
        placeholder={placeholder}
      />
    </div>
  )
}
