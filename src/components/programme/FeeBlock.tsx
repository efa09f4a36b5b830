import type { ProgrammeFees } from '../../content/fees'
import { SITE_FACTS } from '../../content/site'
import { feeBasisTextIn, formatTaka, formatTakaAmount } from '../../i18n/format-taka'
import { m } from '../../i18n/messages'
import { localeHref, type Locale } from '../../routes/locale'
import { SmartLink } from '../SmartLink'
import { ScrollTable } from './scroll-table/ScrollTable'

/** A programme's fee components and total (from the fee table), with Apply Now; amounts in the page's language. */
export function FeeBlock({ fees, programmeTitle, locale }: { fees: ProgrammeFees | null; programmeTitle: string; locale: Locale }) {
  // The link sits where the language puts it: "… on the fees page." / "… ফির পাতায় দেখুন।"
  const feesPage = (after: string) => (
    <>
      <a href={localeHref(locale, '/fees')}>{m.fees_feesPage({}, { locale })}</a>
      {locale === 'en' ? after : ` ${after}`}
    </>
  )
  return (
    <div className="card fee-block">
      <div className="card-body">
        {fees ? (
          <ScrollTable label={m.fees_ofProgramme({ programme: programmeTitle }, { locale })}>
            <table className="table table-sm align-middle mb-3">
              <caption className="visually-hidden">{m.fees_componentsCaption({ programme: programmeTitle }, { locale })}</caption>
              <thead>
                <tr>
                  <th scope="col">{m.fees_fee({}, { locale })}</th>
                  <th scope="col">{m.fees_charged({}, { locale })}</th>
                  <th scope="col" className="text-end text-nowrap">
                    {m.fees_amountTaka({}, { locale })}
                  </th>
                </tr>
              </thead>
              <tbody>
                {fees.components.map((c) => (
                  <tr key={c.key}>
                    <th scope="row" className="fw-normal">
                      {c.label}
                    </th>
                    {/* A fee the programme does not charge: "—" on /bn, as the fee table (review row 72). */}
                    <td>{locale === 'bn' && c.rate === 0 ? '—' : feeBasisTextIn(c, locale)}</td>
                    <td className="text-end">{locale === 'bn' && c.rate === 0 ? '—' : formatTaka(c.amount, locale)}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr className="fee-block__total">
                  <th scope="row" colSpan={2}>
                    {m.common_total({}, { locale })}
                  </th>
                  <td className="text-end">{formatTakaAmount(fees.total, locale)}</td>
                </tr>
              </tfoot>
            </table>
          </ScrollTable>
        ) : (
          <p>
            {`${m.fees_listedOnBefore({}, { locale })} `}
            {feesPage(m.fees_listedOnAfter({}, { locale }))}
          </p>
        )}
        <p className="small text-muted mb-3">
          {`${m.fees_comparedOnBefore({}, { locale })} `}
          {feesPage(m.fees_comparedOnAfter({}, { locale }))}
        </p>
        <SmartLink link={{ label: m.common_applyNow({}, { locale }), href: SITE_FACTS.external.applyOnline, external: true }} className="btn btn-success btn-lg" />
      </div>
    </div>
  )
}
