import { ABOUT_TEASER as BILINGUAL_ABOUT_TEASER, type AboutTeaser as AboutTeaserContent } from '../../content/home'
import { SmartLink } from '../SmartLink'
import './home.css'

/** A short introduction of the university, linking /about; build-time content (`bengali` on /bn, from the page's data). */
export function AboutTeaser({ bengali }: { bengali?: AboutTeaserContent }) {
  const ABOUT_TEASER = bengali ?? BILINGUAL_ABOUT_TEASER.in('en')
  return (
    <section className="about-teaser py-5" aria-labelledby="about-teaser-title">
      <div className="container">
        <div className="row justify-content-center">
          <div className="col-12 col-lg-9 text-center">
            <h2 id="about-teaser-title" className="home-section-title">
              {ABOUT_TEASER.heading}
            </h2>
            {ABOUT_TEASER.paragraphs.map((text) => (
              <p key={text} className="lead">
                {text}
              </p>
            ))}
            <SmartLink link={ABOUT_TEASER.link} className="btn btn-success mt-2" />
          </div>
        </div>
      </div>
    </section>
  )
}
