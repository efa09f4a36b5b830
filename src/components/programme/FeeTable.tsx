import type { ReactNode } from 'react'
import type { ProgrammeFees } from '../../content/fees'
import { useLocale } from '../../hooks/usePageContext'
import { formatTaka } from '../../i18n/format-taka'
import { m } from '../../i18n/messages'
import { formatNumber } from '../../i18n/numbers'
import { FEE_COMPONENTS, type FeeBasis, type FeeComponentKey } from '../../logic/fees'
import { localeHref, type Locale } from '../../routes/locale'
import { ScrollTable } from './scroll-table/ScrollTable'
import { shortNameOf } from './short-names'
import './programme.css'
import { programmePath } from '../../routes/paths'

const componentLabel = (key: FeeComponentKey, locale: Locale) =>
  ({
    admission: m.fees_admission,
    semesterFee: m.fees_semester,
    establishment: m.fees_establishment,
    library: m.fees_library,
    examPerCredit: m.fees_exam,
    labPerSemester: m.fees_lab,
    tuitionPerCredit: m.fees_tuition,
  })[key]({}, { locale })
const basisLabel = (basis: FeeBasis, locale: Locale) => ({ once: m.fees_once, perSemester: m.fees_perSemester, perCredit: m.fees_perCredit })[basis]({}, { locale })

/**
 * Every programme's duration, semesters, credits, fee components and total in one table:
 * one column per programme, so the six fit a desktop screen and a phone scrolls sideways.
 */
export function FeeTable({ rows, titles }: { rows: readonly ProgrammeFees[]; titles: Record<string, string> }) {
  const locale = useLocale()
  const num = (n: number) => formatNumber(n, locale)
  const taka = (n: number) => formatTaka(n, locale)
  const line = (label: ReactNode, cell: (row: ProgrammeFees) => ReactNode, className = '') => (
    <tr className={className}>
      <th scope="row">{label}</th>
      {rows.map((row) => (
        <td key={row.slug} className="text-end">
          {cell(row)}
        </td>
      ))}
    </tr>
  )
  return (
    <>
      <ScrollTable label={m.fees_allProgrammes({}, { locale })} className="fee-table">
        <table className="table table-bordered table-striped align-middle">
          <caption className="visually-hidden">{m.fees_allProgrammesCaption({}, { locale })}</caption>
          <thead className="table-success">
            <tr>
              <th scope="col">{m.fees_programme({}, { locale })}</th>
              {rows.map((row) => (
                <th scope="col" key={row.slug} className="text-end">
                  <a href={localeHref(locale, programmePath(row.slug))} title={titles[row.slug]}>
                    {shortNameOf(row.programme, locale)}
                  </a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {line(m.programme_duration({}, { locale }), (row) => row.duration, 'text-nowrap')}
            {line(m.programme_semesters({}, { locale }), (row) => num(row.semesters))}
            {line(m.programme_credits({}, { locale }), (row) => (
              <>
                {num(row.credits)}
                {row.creditBreakdown?.map((b) => (
                  <span key={b.label} className="d-block small text-muted text-nowrap">
                    {b.label} {num(b.credits)}
                  </span>
                ))}
              </>
            ))}
            {FEE_COMPONENTS.map((component, i) => (
              <FeeLine key={component.key} label={componentLabel(component.key, locale)} basis={basisLabel(component.basis, locale)}>
                {rows.map((row) => {
                  const c = row.components[i]!
                  // A fee the programme does not charge (the MBA's lab fee): "—" on /bn, not "০ (০ × ৪)" (review row 72).
                  if (locale === 'bn' && c.rate === 0)
                    return (
                      <td key={row.slug} className="text-end">
                        —
                      </td>
                    )
                  return (
                    <td key={row.slug} className="text-end text-nowrap">
                      {taka(c.amount)}
                      {c.basis === 'once' ? null : (
                        <span className="d-block small text-muted">
                          {taka(c.rate)} × {num(c.units)}
                        </span>
                      )}
                    </td>
                  )
                })}
              </FeeLine>
            ))}
          </tbody>
          <tfoot>
            {line(m.common_total({}, { locale }), (row) => taka(row.total), 'fee-table__total text-nowrap')}
          </tfoot>
        </table>
      </ScrollTable>
      <p className="small text-body-secondary">{m.fees_note({}, { locale })}</p>
    </>
  )
}

function FeeLine({ label, basis, children }: { label: string; basis: string; children: ReactNode }) {
  return (
    <tr>
      <th scope="row">
        {label}
        <span className="d-block small text-muted fw-normal">{basis}</span>
      </th>
      {children}
    </tr>
  )
}
