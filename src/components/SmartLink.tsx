import type { AnchorHTMLAttributes, HTMLAttributes } from 'react'
import type { NavLink } from '../content/navigation'

/** A link from content data: external ones open in a new tab, safely. */
export function SmartLink({ link, ...rest }: { link: NavLink } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  const external = link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  return (
    <a href={link.href} {...external} {...rest}>
      {link.label}
    </a>
  )
}

/** Links from content data as a list, one SmartLink an item; `currentHref`, if one of them, is marked as the page. */
export function LinkList({ links, currentHref, ...rest }: { links: readonly NavLink[]; currentHref?: string } & HTMLAttributes<HTMLUListElement>) {
  return (
    <ul {...rest}>
      {links.map((link) => (
        <li key={link.href}>
          <SmartLink link={link} aria-current={link.href === currentHref ? 'page' : undefined} />
        </li>
      ))}
    </ul>
  )
}
