// What the Bengali twins share: their type helper and Bengali numerals and dates.
import { formatClock } from '../../i18n/format'

/**
 * The shape of a `const` English export with its literal strings widened (readonly kept), so that a Bengali twin can type
 * itself with the English module's shape (same keys, same tuples) and still hold other text.
 */
export type Widen<T> = T extends string
  ? string
  : T extends number | boolean | null | undefined
    ? T
    : T extends (...args: never[]) => unknown
      ? T
      : { [K in keyof T]: Widen<T[K]> }

const NUMBER = new Intl.NumberFormat('bn-BD')
const DATE_PARTS = new Intl.DateTimeFormat('bn-BD', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

/** A number in Bengali digits with lakh grouping: 378008 → "৩,৭৮,০০৮". */
export const bnNumber = (n: number) => NUMBER.format(n)

/** Every ASCII digit in `text` as a Bengali digit: "10:00" → "১০:০০". */
export const bnDigits = (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(0x09e6 + Number(d)))

/** An ISO date (YYYY-MM-DD) as "২১ ফেব্রুয়ারি ২০২৬". */
export function bnDate(iso: string): string {
  const parts = DATE_PARTS.formatToParts(new Date(`${iso.slice(0, 10)}T00:00:00Z`))
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
  return `${part('day')} ${part('month')} ${part('year')}`
}

/** A time of day "HH:MM" as Bengali speakers say it, by the site's one rule (formatClock): "10:00" → "সকাল ১০টা", "15:30" → "বিকাল ৩:৩০". */
export const bnClock = (hhmm: string): string => formatClock(hhmm, 'bn') ?? bnDigits(hhmm)
