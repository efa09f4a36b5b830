import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import type { Locale } from '../../routes/locale'
import { SOCIAL_GLYPHS } from './social-glyphs'
import { FRAME_CONTENT } from './frame-content'
import { Icon, iconMail, iconPhone } from '../Icon'
import { SmartLink } from '../SmartLink'
import { LanguageSwitch } from './LanguageSwitch'

/**
 * Green bar above the navigation (the page's banner landmark): social links; contact details and text
 * links at large widths only; the link to this page in the other language at every width.
 */
export function TopBar() {
  const locale = useLocale()
  return (
    <header className="top-bar">
      <div className="container d-flex align-items-center gap-3">
        <div className="top-bar__static">
          <TopBarContent locale={locale} />
        </div>
        <LanguageSwitch className="top-bar__link top-bar__language" />
      </div>
    </header>
  )
}

function TopBarContent({ locale }: { locale: Locale }) {
  const { SITE, TOP_BAR_LINKS } = FRAME_CONTENT[locale]
  return (
    <>
      <ul className="top-bar__social list-unstyled d-flex gap-2 mb-0" aria-label={m.common_socialMedia({}, { locale })}>
        {SITE.social.map((s) => (
          <li key={s.name}>
            <a href={s.href} target="_blank" rel="noopener noreferrer" className="top-bar__icon" aria-label={s.name}>
              <Icon glyph={SOCIAL_GLYPHS[s.icon]} size={16} />
            </a>
          </li>
        ))}
      </ul>
      <div className="top-bar__contact d-none d-lg-flex align-items-center gap-3">
        <a href={`tel:${SITE.phones[0].replace(/\s/g, '')}`} className="top-bar__icon">
          <Icon glyph={iconPhone} size={14} /> {SITE.phones[0]}
        </a>
        <a href={`mailto:${SITE.email}`} className="top-bar__icon">
          <Icon glyph={iconMail} size={14} /> {SITE.email}
        </a>
        {TOP_BAR_LINKS.map((link) => (
          <SmartLink key={link.href} link={link} locale={locale} className="top-bar__link" />
        ))}
      </div>
    </>
  )
}
