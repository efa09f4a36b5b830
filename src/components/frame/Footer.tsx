import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { formatNumber } from '../../i18n/numbers'
import type { Locale } from '../../routes/locale'
import { FRAME_CONTENT } from './frame-content'
import { SOCIAL_GLYPHS } from './social-glyphs'
import { Icon, iconLocation, iconMail, iconPhone } from '../Icon'
import { LinkList, SmartLink } from '../SmartLink'
import { AlertSignup } from '../alerts/AlertSignup'

export function Footer() {
  const year = new Date().getFullYear()
  const locale = useLocale()
  return (
    <footer id="site-footer" className="site-footer">
      {/* Rendered with the page (its `back` is this page). */}
      <div className="site-footer__alerts">
        <div className="container">
          <AlertSignup placement="footer" />
        </div>
      </div>
      <FooterContent year={year} locale={locale} />
    </footer>
  )
}

function FooterContent({ year, locale }: { year: number; locale: Locale }) {
  const { SITE, FOOTER_LINKS, FOOTER_PLACEHOLDERS, FOOTER_SCHOLARSHIPS } = FRAME_CONTENT[locale]
  return (
    <>
      <div className="container py-5">
        <div className="row g-4">
          <section className="col-12 col-md-6 col-lg-4 footer-section">
            <h2 className="h5">{SITE.name}</h2>
            <p>
              {SITE.tagline}
              {m.common_fullStop({}, { locale })}
            </p>
            <a className="btn btn-warning fw-semibold" href={SITE.external.applyOnline} target="_blank" rel="noopener noreferrer">
              {m.common_applyNow({}, { locale })}
            </a>
          </section>
          <section className="col-6 col-lg-2 footer-section">
            <h2 className="h6">{m.frame_explore({}, { locale })}</h2>
            <LinkList links={FOOTER_LINKS} locale={locale} className="list-unstyled" />
          </section>
          <section className="col-6 col-lg-2 footer-section">
            <h2 className="h6">{m.frame_information({}, { locale })}</h2>
            <ul className="list-unstyled">
              {FOOTER_PLACEHOLDERS.map((label) => (
                <li key={label}>{label}</li>
              ))}
              <li>
                <SmartLink link={FOOTER_SCHOLARSHIPS} locale={locale} />
              </li>
            </ul>
          </section>
          <section className="col-12 col-lg-4 footer-section">
            <h2 className="h6">{m.frame_contact({}, { locale })}</h2>
            <address className="mb-0">
              {SITE.phones.map((phone) => (
                <div key={phone}>
                  <Icon glyph={iconPhone} size={14} /> <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
                </div>
              ))}
              <div>
                <Icon glyph={iconMail} size={14} /> <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
              </div>
              <div>
                <Icon glyph={iconLocation} size={14} /> {SITE.address}
              </div>
            </address>
            <ul className="list-unstyled d-flex gap-3 mt-3" aria-label={m.common_socialMedia({}, { locale })}>
              {SITE.social.map((s) => (
                <li key={s.name}>
                  <a href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.name}>
                    <Icon glyph={SOCIAL_GLYPHS[s.icon]} />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
      <div className="site-footer__bottom text-center py-3">
        © <span>{formatNumber(year, locale)}</span> {SITE.name}
        {m.frame_allRightsReserved({}, { locale })}
      </div>
    </>
  )
}
