import type { AnchorHTMLAttributes, HTMLAttributes } from 'react'
import type { NavLink } from '../content/navigation'
import { useLocale } from '../hooks/usePageContext'
import { localeHref, type Locale } from '../routes/locale'

/**
 * A link from content data: a site page in the page's language (`locale`, else the page context's),
 * external ones in a new tab, safely.
 */
export function SmartLink({ link, locale, ...rest }: { link: NavLink; locale?: Locale } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const pageLocale = useLocale()
  const external = link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  return (
    <a href={localeHref(locale ?? pageLocale, link.href)} {...external} {...rest}>
      {link.label}
    </a>
  )
}

/** Links from content data as a list, one SmartLink an item; `currentHref`, if one of them, is marked as the page. */
export function LinkList({ links, currentHref, locale, ...rest }: { links: readonly NavLink[]; currentHref?: string; locale?: Locale } & HTMLAttributes<HTMLUListElement>) {
  return (
    <ul {...rest}>
      {links.map((link) => (
        <li key={link.href}>
          <SmartLink link={link} locale={locale} aria-current={link.href === currentHref ? 'page' : undefined} />
        </li>
      ))}
    </ul>
  )
}
