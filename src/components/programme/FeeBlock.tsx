import type { ProgrammeFees } from '../../content/fees'
import { SITE } from '../../content/site'
import { feeBasisText, formatTaka } from '../../logic/fees'
import { SmartLink } from '../SmartLink'
import { ScrollTable } from './ScrollTable'

/** A programme's fee components and total (from the fee table), with Apply Now. */
export function FeeBlock({ fees, programmeTitle }: { fees: ProgrammeFees | null; programmeTitle: string }) {
  return (
    <div className="card fee-block">
      <div className="card-body">
        {fees ? (
          <ScrollTable label={`Fees of the ${programmeTitle}`}>
            <table className="table table-sm align-middle mb-3">
              <caption className="visually-hidden">Fee components of the {programmeTitle}, in taka</caption>
              <thead>
                <tr>
                  <th scope="col">Fee</th>
                  <th scope="col">Charged</th>
                  <th scope="col" className="text-end text-nowrap">
                    Amount (Tk)
                  </th>
                </tr>
              </thead>
              <tbody>
                {fees.components.map((c) => (
                  <tr key={c.key}>
                    <th scope="row" className="fw-normal">
                      {c.label}
                    </th>
                    <td>{feeBasisText(c)}</td>
                    <td className="text-end">{formatTaka(c.amount)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="fee-block__total">
                  <th scope="row" colSpan={2}>
                    Total
                  </th>
                  <td className="text-end">Tk {formatTaka(fees.total)}</td>
                </tr>
              </tfoot>
            </table>
          </ScrollTable>
        ) : (
          <p>
            The fees of this programme are listed on the <a href="/fees">fees page</a>.
          </p>
        )}
        <p className="small text-muted mb-3">
          All programmes' fees are compared on the <a href="/fees">fees page</a>.
        </p>
        <SmartLink link={{ label: 'Apply Now', href: SITE.external.applyOnline, external: true }} className="btn btn-success btn-lg" />
      </div>
    </div>
  )
}
