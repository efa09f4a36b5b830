import { ADMISSION_PANEL as BILINGUAL_ADMISSION_PANEL, type AdmissionPanel as AdmissionPanelContent } from '../../content/home'
import { LinkList, SmartLink } from '../SmartLink'
import './home.css'

/** The admission panel: links to the admission pages and the external online application; build-time content (`bengali` on /bn, from the page's data). */
export function AdmissionPanel({ bengali }: { bengali?: AdmissionPanelContent }) {
  const ADMISSION_PANEL = bengali ?? BILINGUAL_ADMISSION_PANEL.in('en')
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
