import type { ReactNode } from 'react'
import type { ProgrammeFees } from '../../content/fees'
import { FEE_COMPONENTS, formatTaka, type FeeBasis } from '../../logic/fees'
import { ScrollTable } from './ScrollTable'
import './programme.css'
import { programmePath } from '../../routes/paths'

const BASIS_LABEL: Record<FeeBasis, string> = { once: 'once', perSemester: 'per semester', perCredit: 'per credit' }

/**
 * Every programme's duration, semesters, credits, fee components and total in one table:
 * one column per programme, so the six fit a desktop screen and a phone scrolls sideways.
 */
export function FeeTable({ rows, titles }: { rows: readonly ProgrammeFees[]; titles: Record<string, string> }) {
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
      <ScrollTable label="Fees of all programmes" className="fee-table">
        <table className="table table-bordered table-striped align-middle">
          <caption className="visually-hidden">Fees of all programmes, in taka (Tk)</caption>
          <thead className="table-success">
            <tr>
              <th scope="col">Programme</th>
              {rows.map((row) => (
                <th scope="col" key={row.slug} className="text-end">
                  <a href={programmePath(row.slug)} title={titles[row.slug]}>
                    {row.programme}
                  </a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {line('Duration', (row) => row.duration, 'text-nowrap')}
            {line('Semesters', (row) => row.semesters)}
            {line('Credits', (row) => (
              <>
                {row.credits}
                {row.creditBreakdown?.map((b) => (
                  <span key={b.label} className="d-block small text-muted text-nowrap">
                    {b.label} {b.credits}
                  </span>
                ))}
              </>
            ))}
            {FEE_COMPONENTS.map((component, i) => (
              <FeeLine key={component.key} label={component.label} basis={BASIS_LABEL[component.basis]}>
                {rows.map((row) => {
                  const c = row.components[i]!
                  return (
                    <td key={row.slug} className="text-end text-nowrap">
                      {formatTaka(c.amount)}
                      {c.basis === 'once' ? null : (
                        <span className="d-block small text-muted">
                          {formatTaka(c.rate)} × {c.units}
                        </span>
                      )}
                    </td>
                  )
                })}
              </FeeLine>
            ))}
          </tbody>
          <tfoot>
            {line('Total', (row) => formatTaka(row.total), 'fee-table__total text-nowrap')}
          </tfoot>
        </table>
      </ScrollTable>
      <p className="small text-body-secondary">All amounts in taka (Tk). Admission and library fees are paid once.</p>
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
