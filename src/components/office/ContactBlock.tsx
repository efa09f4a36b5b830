import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { Icon, iconLocation, iconMail, iconPhone } from '../Icon'
import './ContactBlock.css'

/**
 * The contact strip of office and department pages: address, phone, e-mail and Request
 * Appointment. The spec shows no action for the button: it opens an e-mail to the office.
 */
export function ContactBlock({
  heading,
  address,
  phone,
  email,
  hours,
  appointmentSubject,
}: {
  heading: string
  address: string
  phone: string
  email: string
  hours?: string
  appointmentSubject: string
}) {
  const locale = useLocale()
  const mailto = `mailto:${email}?subject=${encodeURIComponent(appointmentSubject)}`
  return (
    <section className="contact-strip my-4" aria-labelledby="contact-strip-heading">
      <h2 id="contact-strip-heading" className="h4 mb-3">
        {heading}
      </h2>
      <div className="row g-3 align-items-center">
        <div className="col-12 col-md-6 col-lg-4">
          <p className="contact-strip__item mb-0">
            <Icon glyph={iconLocation} />
            <span>
              <span className="visually-hidden">{m.office_address({}, { locale })} </span>
              {address}
            </span>
          </p>
        </div>
        <div className="col-12 col-md-6 col-lg-3">
          <p className="contact-strip__item mb-0">
            <Icon glyph={iconPhone} />
            <a href={`tel:${phone.replace(/\s/g, '')}`}>
              <span className="visually-hidden">{m.office_phone({}, { locale })} </span>
              {phone}
            </a>
          </p>
          {hours ? <p className="small mb-0 mt-1 contact-strip__hours">{hours}</p> : null}
        </div>
        <div className="col-12 col-md-6 col-lg-3">
          <p className="contact-strip__item mb-0 text-break">
            <Icon glyph={iconMail} />
            <a href={`mailto:${email}`}>
              <span className="visually-hidden">{m.office_email({}, { locale })} </span>
              {email}
            </a>
          </p>
        </div>
        <div className="col-12 col-md-6 col-lg-2 text-lg-end">
          <a className="btn btn-warning fw-semibold" href={mailto}>
            {m.office_requestAppointment({}, { locale })}
          </a>
        </div>
      </div>
    </section>
  )
}
