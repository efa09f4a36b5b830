// A page's language tags as search engines read them, from its HTML (the Bengali-twin tests).

/** The <html lang>, canonical, hreflang alternates and og:locale tags of a page. */
export function headOf(html: string) {
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`, 'i').exec(tag)?.[1]
  const links = [...html.matchAll(/<link rel="alternate" hreflang="[^"]*"[^>]*>/gi)].map((m) => m[0])
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
    alternates: Object.fromEntries(links.map((l) => [attr(l, 'hreflang')!, attr(l, 'href')!])),
    ogLocale: /<meta property="og:locale" content="([^"]+)"/.exec(html)?.[1],
    ogAlternate: /<meta property="og:locale:alternate" content="([^"]+)"/.exec(html)?.[1],
  }
}
