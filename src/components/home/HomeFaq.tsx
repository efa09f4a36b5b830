import { FAQ, type Faq } from '../../content/faq'
import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { localeHref } from '../../routes/locale'
import { FaqAccordion } from './FaqAccordion'
import './home.css'

/** The nine-item FAQ of the home page, with a link to /faq; build-time content (`bengali` on /bn, from the page's data). */
export function HomeFaq({ bengali }: { bengali?: Faq }) {
  const locale = useLocale()
  return (
    <section className="container py-5" aria-labelledby="home-faq-title">
      <div className="row justify-content-center">
        <div className="col-12 col-lg-9">
          <h2 id="home-faq-title" className="home-section-title text-center">
            {m.home_faqTitle({}, { locale })}
          </h2>
          <FaqAccordion faq={bengali ?? FAQ.in('en')} />
          <p className="mt-3 text-center">
            {`${m.home_moreQuestions({}, { locale })} `}
            <a href={localeHref(locale, '/contact')}>{m.common_contactUs({}, { locale })}</a>
            {m.common_fullStop({}, { locale })}
          </p>
        </div>
      </div>
    </section>
  )
}
