import type { RequirementSection } from '../../content/admission'
import './admission.css'

/** The entry rules of each level as cards. */
export function RequirementCards({ sections }: { sections: readonly RequirementSection[] }) {
  return (
    <div className="row g-4">
      {sections.map((s) => (
        <div className="col-12 col-lg-6" key={s.id}>
          <section className="card h-100 requirement-card" aria-labelledby={`req-${s.id}`}>
            <div className="card-body">
              <h2 id={`req-${s.id}`} className="h4">
                {s.title}
              </h2>
              <p>{s.intro}</p>
              <ul className="mb-0">
                {s.rules.map((rule) => (
                  <li key={rule} className="mb-2">
                    {rule}
                  </li>
                ))}
              </ul>
            </div>
          </section>
        </div>
      ))}
    </div>
  )
}
