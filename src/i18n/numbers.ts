// Numbers in running text in the page's language: "12" / "১২" (Bengali digits from Intl bn-BD). A module of
// its own, without the date rules, so the site's script (home.ts) bundles nothing else with it.

/** Made on first use, once per process or page (an English page never makes it). */
let bnDigits: Intl.NumberFormat | undefined

/** A whole number for running text (page numbers, counts, years): "12" / "১২", never grouped. */
export function formatNumber(n: number, locale: 'en' | 'bn'): string {
  return locale === 'en' ? String(n) : (bnDigits ??= new Intl.NumberFormat('bn-BD', { useGrouping: false, maximumFractionDigits: 0 })).format(n)
}
