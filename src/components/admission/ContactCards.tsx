import type { ReactNode } from 'react'
import { SITE } from '../../content/site'
import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import type { Locale } from '../../routes/locale'
import { Icon, type Glyph, iconLocation, iconMail, iconPhone } from '../Icon'
import './admission.css'

export const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`

/** The three cards in the page's language (the Bengali address; e-mail and phones alike). */
const cardsOf = (locale: Locale, site: { email: string; phones: readonly string[]; address: string }): readonly { title: string; icon: Glyph; body: ReactNode }[] => [
  {
    title: m.contact_email({}, { locale }),
    icon: iconMail,
    body: (
      <a href={`mailto:${site.email}`} className="text-break">
        {site.email}
      </a>
    ),
  },
  {
    title: m.contact_phone({}, { locale }),
    icon: iconPhone,
    body: (
      <ul className="list-unstyled mb-0">
        {site.phones.map((phone) => (
          <li key={phone}>
            <a href={telHref(phone)}>{phone}</a>
          </li>
        ))}
      </ul>
    ),
  },
  { title: m.contact_address({}, { locale }), icon: iconLocation, body: <address className="mb-0">{site.address}</address> },
]

/** E-mail, phone and address of the university as three cards (fees page). */
export function ContactCards({ heading }: { heading?: string }) {
  const locale = useLocale()
  const cards = cardsOf(locale, SITE.in(locale))
  return (
    <section aria-labelledby="contact-cards-title" className="contact-cards mt-4">
      <h2 id="contact-cards-title" className="h4 mb-3">
        {heading ?? m.admission_contactOffice({}, { locale })}
      </h2>
      <div className="row g-3">
        {cards.map((card) => (
          <div className="col-12 col-md-4" key={card.title}>
            <div className="card h-100 contact-card">
              <div className="card-body">
                <h3 className="h6 contact-card__title">
                  <Icon glyph={card.icon} /> {card.title}
                </h3>
                {card.body}
              </div>
            </div>
          </div>
        ))}
      </div>
    </section>
  )
}
