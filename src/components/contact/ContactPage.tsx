import { SITE as BILINGUAL_SITE, SITE_FACTS } from '../../content/site'
import { m } from '../../i18n/messages'
import type { FormResult } from '../../domain/forms'
import { Icon, iconLocation, iconMail, iconPhone } from '../Icon'
import { PageBanner } from '../PageBanner'
import { PageTitle } from '../PageTitle'
import { usePageContext } from '../../hooks/usePageContext'
import { universityData } from '../../seo/structured-data'
import { ContactForm } from './ContactForm'
import './contact.css'

/** /contact: contact details, the campus map and the contact form (spec §2). */
export function ContactPage({ formResult }: { formResult: FormResult | null }) {
  const { siteOrigin, saveData, locale = 'en' } = usePageContext()
  const SITE = BILINGUAL_SITE.in(locale)
  return (
    <>
      <PageTitle
        title={m.contact_title({}, { locale })}
        description={m.contact_description({ site: SITE.name }, { locale })}
        structuredData={[universityData(siteOrigin ?? '')]}
      />
      <PageBanner title={m.contact_title({}, { locale })} subtitle={m.contact_subtitle({}, { locale })} />
      <div className="container">
        <div className="row g-4">
          <section className="col-12 col-lg-5" aria-labelledby="contact-details-title">
            <h2 id="contact-details-title" className="h4 contact-page__heading">
              {m.contact_getInTouch({}, { locale })}
            </h2>
            <address className="contact-page__details">
              <p className="fw-semibold mb-2">{SITE.name}</p>
              <p className="d-flex gap-2">
                <Icon glyph={iconLocation} />
                <span>{SITE.address}</span>
              </p>
              {SITE_FACTS.phones.map((phone) => (
                <p key={phone} className="d-flex gap-2">
                  <Icon glyph={iconPhone} />
                  <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
                </p>
              ))}
              <p className="d-flex gap-2">
                <Icon glyph={iconMail} />
                <a href={`mailto:${SITE_FACTS.email}`}>{SITE_FACTS.email}</a>
              </p>
            </address>
          </section>
          <section className="col-12 col-lg-7" aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="h4 contact-page__heading">
              {m.contact_sendUsMessage({}, { locale })}
            </h2>
            <ContactForm initialResult={formResult} />
          </section>
          <section className="col-12" aria-labelledby="contact-map-title">
            <h2 id="contact-map-title" className="h4 contact-page__heading">
              {m.contact_findUs({}, { locale })}
            </h2>
            {saveData ? (
              <a href={SITE_FACTS.mapEmbedUrl}>{m.contact_map({ site: SITE.name }, { locale })}</a>
            ) : (
              <iframe
                className="contact-page__map"
                src={SITE_FACTS.mapEmbedUrl}
                title={m.contact_map({ site: SITE.name }, { locale })}
                loading="lazy"
                referrerPolicy="no-referrer-when-downgrade"
              />
            )}
          </section>
        </div>
      </div>
    </>
  )
}
