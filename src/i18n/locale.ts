// The site's two languages. A page's locale is decided by its URL alone (/bn/… is Bengali) and reaches
// components as pageContext.locale; nothing reads a cookie, Accept-Language or navigator.language.

export const LOCALES = ['en', 'bn'] as const
export type Locale = (typeof LOCALES)[number]
