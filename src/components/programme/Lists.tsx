import type { ReactNode } from 'react'
import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { formatNumber } from '../../i18n/numbers'
import { ScrollTable } from './scroll-table/ScrollTable'

/** A bulleted list of texts (objectives, rules, attributes). */
export function TextList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  )
}

/** Paragraphs of text. */
export function Paragraphs({ items }: { items: readonly string[] }) {
  return (
    <>
      {items.map((text) => (
        <p key={text}>{text}</p>
      ))}
    </>
  )
}

/** A two-column table of labelled numbers with their total in the footer (assessment, course structure, test marks). */
export function TotalledTable({
  label,
  caption,
  columns,
  rows,
  className = '',
}: {
  label: string
  caption?: ReactNode
  columns: readonly [string, string]
  rows: readonly { label: string; value: number }[]
  className?: string
}) {
  const locale = useLocale()
  return (
    <ScrollTable label={label}>
      <table className={`table table-sm ${className}`}>
        {caption ? <caption className="visually-hidden">{caption}</caption> : null}
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col" className="text-end">
              {columns[1]}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.label}>
              <td>{r.label}</td>
              <td className="text-end">{formatNumber(r.value, locale)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{m.common_total({}, { locale })}</th>
            <td className="text-end fw-bold">{formatNumber(rows.reduce((sum, r) => sum + r.value, 0), locale)}</td>
          </tr>
        </tfoot>
      </table>
    </ScrollTable>
  )
}
