import { FAQ } from '../../content/faq'
import { FaqAccordion } from './FaqAccordion'
import './home.css'

/** The nine-item FAQ of the home page, with a link to /faq; build-time content. */
export function HomeFaq() {
  return (
    <section className="container py-5" aria-labelledby="home-faq-title">
      <div className="row justify-content-center">
        <div className="col-12 col-lg-9">
          <h2 id="home-faq-title" className="home-section-title text-center">
            Frequently Asked Questions
          </h2>
          <FaqAccordion faq={FAQ} />
          <p className="mt-3 text-center">
            More questions? <a href="/contact">Contact us</a>.
          </p>
        </div>
      </div>
    </section>
  )
}
