import { BUILT_ON_SERVER } from '../JsonLd'
import { SITE } from '../../content/site'
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
  const { siteOrigin, saveData } = usePageContext()
  return (
    <>
      <PageTitle
        title="Contact Us"
        description={`Phone numbers, e-mail and address of ${SITE.name}, and a form to send us a message.`}
        structuredData={import.meta.env.SSR ? [universityData(siteOrigin ?? '')] : BUILT_ON_SERVER}
      />
      <PageBanner title="Contact Us" subtitle="We are happy to answer your questions" />
      <div className="container">
        <div className="row g-4">
          <section className="col-12 col-lg-5" aria-labelledby="contact-details-title">
            <h2 id="contact-details-title" className="h4 contact-page__heading">
              Get in Touch
            </h2>
            <address className="contact-page__details">
              <p className="fw-semibold mb-2">{SITE.name}</p>
              <p className="d-flex gap-2">
                <Icon glyph={iconLocation} />
                <span>{SITE.address}</span>
              </p>
              {SITE.phones.map((phone) => (
                <p key={phone} className="d-flex gap-2">
                  <Icon glyph={iconPhone} />
                  <a href={`tel:${phone.replace(/\s/g, '')}`}>{phone}</a>
                </p>
              ))}
              <p className="d-flex gap-2">
                <Icon glyph={iconMail} />
                <a href={`mailto:${SITE.email}`}>{SITE.email}</a>
              </p>
            </address>
          </section>
          <section className="col-12 col-lg-7" aria-labelledby="contact-form-title">
            <h2 id="contact-form-title" className="h4 contact-page__heading">
              Send Us a Message
            </h2>
            <ContactForm initialResult={formResult} />
          </section>
          <section className="col-12" aria-labelledby="contact-map-title">
            <h2 id="contact-map-title" className="h4 contact-page__heading">
              Find Us
            </h2>
            {import.meta.env.SSR && saveData ? (
              <a href={SITE.mapEmbedUrl}>Map of the {SITE.name} campus</a>
            ) : (
              <iframe
                className="contact-page__map"
                src={SITE.mapEmbedUrl}
                title={`Map of the ${SITE.name} campus`}
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
