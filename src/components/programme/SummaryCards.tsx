import type { ProgrammeFees } from '../../content/fees'
import { INTAKES, LANGUAGE_OF_INSTRUCTION, type Programme, type SummaryCardKey } from '../../content/programmes/types'
import { formatTaka } from '../../logic/fees'

interface Card {
  label: string
  value: string
  note?: string
}

function card(key: SummaryCardKey, programme: Programme, fees: ProgrammeFees | null): Card | null {
  switch (key) {
    case 'duration':
      return fees && { label: 'Duration', value: fees.duration }
    case 'semesters':
      return fees && { label: 'Semesters', value: String(fees.semesters) }
    case 'credits':
      return (
        fees && {
          label: 'Credits',
          value: String(fees.credits),
          note: fees.creditBreakdown?.map((b) => `${b.label} ${b.credits}`).join(', '),
        }
      )
    case 'totalFee':
      return fees && { label: 'Total Fee', value: `Tk ${formatTaka(fees.total)}` }
    case 'intake':
      return { label: 'Intake', value: INTAKES.join(' and ') }
    case 'language':
      return { label: 'Language', value: LANGUAGE_OF_INSTRUCTION }
    case 'level':
      return { label: 'Level', value: programme.level }
  }
}

/** The programme's key facts as cards (the programme chooses which). */
export function SummaryCards({ programme, fees }: { programme: Programme; fees: ProgrammeFees | null }) {
  const cards = programme.summaryCards.map((key) => card(key, programme, fees)).filter((c): c is Card => c !== null)
  return (
    <ul className="summary-cards list-unstyled" aria-label="Programme at a glance">
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
