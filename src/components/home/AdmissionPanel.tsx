import type { ADMISSION_PANEL as BN_ADMISSION_PANEL } from '../../content/bn/home'
import { ADMISSION_PANEL as EN_ADMISSION_PANEL } from '../../content/home'
import { LinkList, SmartLink } from '../SmartLink'
import './home.css'

/** The admission panel: links to the admission pages and the external online application; build-time content (`bengali` on /bn, from the page's data). */
export function AdmissionPanel({ bengali }: { bengali?: typeof BN_ADMISSION_PANEL }) {
  const ADMISSION_PANEL = bengali ?? EN_ADMISSION_PANEL
  return (
    <section className="admission-panel card h-100" aria-labelledby="admission-panel-title">
      <div className="card-body">
        <h2 id="admission-panel-title" className="h4">
          {ADMISSION_PANEL.heading}
        </h2>
        <p>{ADMISSION_PANEL.intro}</p>
        <LinkList links={ADMISSION_PANEL.links} className="list-unstyled admission-panel__links" />
        <SmartLink link={ADMISSION_PANEL.applyOnline} className="btn btn-warning fw-semibold w-100" />
      </div>
    </section>
  )
}
