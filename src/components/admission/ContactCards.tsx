import type { ReactNode } from 'react'
import { SITE } from '../../content/site'
import { Icon, type Glyph, iconLocation, iconMail, iconPhone } from '../Icon'
import './admission.css'

export const telHref = (phone: string) => `tel:${phone.replace(/\s+/g, '')}`

const CARDS: readonly { title: string; icon: Glyph; body: ReactNode }[] = [
  {
    title: 'Email',
    icon: iconMail,
    body: (
      <a href={`mailto:${SITE.email}`} className="text-break">
        {SITE.email}
      </a>
    ),
  },
  {
    title: 'Phone',
    icon: iconPhone,
    body: (
      <ul className="list-unstyled mb-0">
        {SITE.phones.map((phone) => (
          <li key={phone}>
            <a href={telHref(phone)}>{phone}</a>
          </li>
        ))}
      </ul>
    ),
  },
  { title: 'Address', icon: iconLocation, body: <address className="mb-0">{SITE.address}</address> },
]

/** E-mail, phone and address of the university as three cards (fees page). */
export function ContactCards({ heading = 'Contact the admission office' }: { heading?: string }) {
  return (
    <section aria-labelledby="contact-cards-title" className="contact-cards mt-4">
      <h2 id="contact-cards-title" className="h4 mb-3">
        {heading}
      </h2>
      <div className="row g-3">
        {CARDS.map((card) => (
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
