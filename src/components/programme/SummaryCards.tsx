import type { ProgrammeFees } from '../../content/fees'
import { INTAKES, LANGUAGE_OF_INSTRUCTION, type Programme, type SummaryCardKey } from '../../content/programmes/types'
import { formatTakaAmount } from '../../i18n/format-taka'
import { m } from '../../i18n/messages'
import { formatNumber } from '../../i18n/numbers'
import type { Locale } from '../../routes/locale'
import { levelLabel } from './level'

interface Card {
  label: string
  value: string
  note?: string
}

function card(key: SummaryCardKey, programme: Programme, fees: ProgrammeFees | null, locale: Locale): Card | null {
  switch (key) {
    case 'duration':
      return fees && { label: m.programme_duration({}, { locale }), value: fees.duration }
    case 'semesters':
      return fees && { label: m.programme_semesters({}, { locale }), value: formatNumber(fees.semesters, locale) }
    case 'credits':
      return (
        fees && {
          label: m.programme_credits({}, { locale }),
          value: formatNumber(fees.credits, locale),
          note: fees.creditBreakdown?.map((b) => `${b.label} ${formatNumber(b.credits, locale)}`).join(', '),
        }
      )
    case 'totalFee':
      return fees && { label: m.programme_totalFee({}, { locale }), value: formatTakaAmount(fees.total, locale) }
    case 'intake':
      return { label: m.programme_intake({}, { locale }), value: INTAKES.in(locale).join(m.programme_intakeAnd({}, { locale })) }
    case 'language':
      return { label: m.programme_language({}, { locale }), value: LANGUAGE_OF_INSTRUCTION[locale] }
    case 'level':
      return { label: m.programme_level({}, { locale }), value: levelLabel(programme.level, locale) }
  }
}

/** The programme's key facts as cards (the programme chooses which), numbers in the page's language. */
export function SummaryCards({ programme, fees, locale }: { programme: Programme; fees: ProgrammeFees | null; locale: Locale }) {
  const cards = programme.summaryCards.map((key) => card(key, programme, fees, locale)).filter((c): c is Card => c !== null)
  return (
    <ul className="summary-cards list-unstyled" aria-label={m.programme_atAGlance({}, { locale })}>
      {cards.map((c) => (
        <li key={c.label}>
          <div className="card h-100 summary-card">
            <div className="card-body">
              <p className="summary-card__label mb-1">{c.label}</p>
              <p className="summary-card__value mb-0">{c.value}</p>
              {c.note ? <p className="small text-muted mb-0 mt-1">{c.note}</p> : null}
            </div>
          </div>
        </li>
      ))}
    </ul>
  )
}
