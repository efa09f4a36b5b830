import { BUILT_ON_SERVER } from '../JsonLd'
import { ASSESSMENT_CRITERIA } from '../../content/programmes/types'
import type { ProgrammeData } from '../../data/summaries'
import { Accordion } from '../Accordion'
import { PageBanner } from '../PageBanner'
import { PageTitle } from '../PageTitle'
import { usePageContext } from '../../hooks/usePageContext'
import { programmeData } from '../../seo/structured-data'
import { FeeBlock } from './FeeBlock'
import { Paragraphs, TextList, TotalledTable } from './Lists'
import { Section } from './Section'
import { SummaryCards } from './SummaryCards'
import { SyllabusAccordion } from './SyllabusAccordion'
import './programme.css'

/** The page of one programme, from its content module, the fee table and the upstream syllabus. */
export function ProgrammeView({ programme: p, fees, entryRules, syllabus, syllabusFailed }: ProgrammeData) {
  const pageContext = usePageContext()
  return (
    <>
      <PageTitle
        title={p.title}
        description={`${p.title} at the ${p.department}: fees, entry requirements, outcomes and syllabus.`}
        structuredData={import.meta.env.SSR ? [programmeData(pageContext.siteOrigin ?? '', p, fees, pageContext.canonicalUrl)] : BUILT_ON_SERVER}
      />
      <PageBanner title={p.title} subtitle={p.tagline}>
        <p className="programme-banner__department">{p.department}</p>
      </PageBanner>
      <div className="container programme-page">
        <SummaryCards programme={p} fees={fees} />

        <div className="row g-4 mt-1">
          <div className="col-12 col-lg-7">
            <Section id="overview" title="Overview">
              <Paragraphs items={p.overview} />
            </Section>
          </div>
          <div className="col-12 col-lg-5">
            <Section id="fees" title="Fees">
              <FeeBlock fees={fees} programmeTitle={p.title} />
            </Section>
          </div>
        </div>

        <div className="row g-4">
          <div className="col-12 col-md-6">
            <Section id="vision" title="Vision" className="card card-body h-100 statement-card">
              <p className="mb-0">{p.vision}</p>
            </Section>
          </div>
          <div className="col-12 col-md-6">
            <Section id="mission" title="Mission" className="card card-body h-100 statement-card">
              <p className="mb-0">{p.mission}</p>
            </Section>
          </div>
        </div>

        <Section id="objectives" title="Objectives">
          <TextList items={p.objectives} />
        </Section>

        <Section id="description" title="Programme Description">
          <Paragraphs items={p.description} />
        </Section>

        <Section id="peo" title="Programme Educational Objectives (PEOs)">
          <dl className="outcome-list">
            {p.peos.map((text, i) => (
              <div key={`PEO${i + 1}`} className="outcome-list__item">
                <dt>{`PEO${i + 1}`}</dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
        </Section>

        <Section id="plo" title="Programme Learning Outcomes (PLOs)">
          <Accordion
            className="plo-accordion"
            initialOpen="PLO1"
            items={p.plos.map((plo, i) => ({ key: `PLO${i + 1}`, title: `PLO${i + 1}: ${plo.title}`, body: <p className="mb-0">{plo.text}</p> }))}
          />
        </Section>

        <Section id="entry" title="Entry Requirements">
          <TextList items={entryRules} />
          <p>
            See the <a href="/admission-requirements">admission requirements</a> and the{' '}
            <a href="/admission-instruction">admission circular</a> for details.
          </p>
        </Section>

        <div className="row g-4">
          <div className="col-12 col-lg-6">
            <Section id="assessment" title="Assessment Criteria">
              <TotalledTable
                label="Marks per assessment component"
                caption="Marks of each course, out of 100"
                columns={['Component', 'Marks']}
                rows={ASSESSMENT_CRITERIA.map((c) => ({ label: c.component, value: c.marks }))}
              />
            </Section>
          </div>
          <div className="col-12 col-lg-6">
            <Section id="attributes" title="Graduate Attributes">
              <TextList items={p.graduateAttributes} />
            </Section>
          </div>
        </div>

        {p.courseStructure ? (
          <Section id="structure" title="Course Structure">
            <TotalledTable
              label="Courses per category"
              columns={['Category', 'Courses']}
              rows={p.courseStructure.map((c) => ({ label: c.category, value: c.courses }))}
            />
          </Section>
        ) : null}

        <Section id="syllabus" title="Semester-wise Syllabus">
          <SyllabusAccordion syllabus={syllabus} failed={syllabusFailed} />
        </Section>
      </div>
    </>
  )
}
