import type { AnchorHTMLAttributes } from 'react'
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
