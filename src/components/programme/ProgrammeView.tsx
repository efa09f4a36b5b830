import { ASSESSMENT_CRITERIA } from '../../content/programmes/types'
import type { ProgrammeData } from '../../data/summaries'
import { Accordion } from '../Accordion'
import { PageBanner } from '../PageBanner'
import { PageTitle } from '../PageTitle'
import { usePageContext } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { localeHref } from '../../routes/locale'
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
  const locale = pageContext.locale ?? 'en'
  return (
    <>
      <PageTitle
        title={p.title}
        description={m.programme_description({ programme: p.title, department: p.department }, { locale })}
        structuredData={[programmeData(pageContext.siteOrigin ?? '', p, fees, pageContext.canonicalUrl)]}
      />
      <PageBanner title={p.title} subtitle={p.tagline}>
        <p className="programme-banner__department">{p.department}</p>
      </PageBanner>
      <div className="container programme-page">
        <SummaryCards programme={p} fees={fees} locale={locale} />

        <div className="row g-4 mt-1">
          <div className="col-12 col-lg-7">
            <Section id="overview" title={m.programme_overview({}, { locale })}>
              <Paragraphs items={p.overview} />
            </Section>
          </div>
          <div className="col-12 col-lg-5">
            <Section id="fees" title={m.programme_fees({}, { locale })}>
              <FeeBlock fees={fees} programmeTitle={p.title} locale={locale} />
            </Section>
          </div>
        </div>

        <div className="row g-4">
          <div className="col-12 col-md-6">
            <Section id="vision" title={m.programme_vision({}, { locale })} className="card card-body h-100 statement-card">
              <p className="mb-0">{p.vision}</p>
            </Section>
          </div>
          <div className="col-12 col-md-6">
            <Section id="mission" title={m.programme_mission({}, { locale })} className="card card-body h-100 statement-card">
              <p className="mb-0">{p.mission}</p>
            </Section>
          </div>
        </div>

        <Section id="objectives" title={m.programme_objectives({}, { locale })}>
          <TextList items={p.objectives} />
        </Section>

        <Section id="description" title={m.programme_programmeDescription({}, { locale })}>
          <Paragraphs items={p.description} />
        </Section>

        <Section id="peo" title={m.programme_peos({}, { locale })}>
          <dl className="outcome-list">
            {p.peos.map((text, i) => (
              <div key={`PEO${i + 1}`} className="outcome-list__item">
                <dt>{`PEO${i + 1}`}</dt>
                <dd>{text}</dd>
              </div>
            ))}
          </dl>
        </Section>

        <Section id="plo" title={m.programme_plos({}, { locale })}>
          <Accordion
            className="plo-accordion"
            initialOpen="PLO1"
            items={p.plos.map((plo, i) => ({ key: `PLO${i + 1}`, title: `PLO${i + 1}: ${plo.title}`, body: <p className="mb-0">{plo.text}</p> }))}
          />
        </Section>

        <Section id="entry" title={m.programme_entryRequirements({}, { locale })}>
          <TextList items={entryRules} />
          <p>
            {`${m.programme_seeThe({}, { locale })} `}
            <a href={localeHref(locale, '/admission-requirements')}>{m.programme_admissionRequirements({}, { locale })}</a>
            {` ${m.programme_andThe({}, { locale })}`}{' '}
            <a href={localeHref(locale, '/admission-instruction')}>{m.programme_admissionCircular({}, { locale })}</a>
            {` ${m.programme_forDetails({}, { locale })}`}
          </p>
        </Section>

        <div className="row g-4">
          <div className="col-12 col-lg-6">
            <Section id="assessment" title={m.programme_assessment({}, { locale })}>
              <TotalledTable
                label={m.programme_marksPerComponent({}, { locale })}
                caption={m.programme_marksCaption({}, { locale })}
                columns={[m.programme_component({}, { locale }), m.common_marks({}, { locale })]}
                rows={ASSESSMENT_CRITERIA.in(locale).map((c) => ({ label: c.component, value: c.marks }))}
              />
            </Section>
          </div>
          <div className="col-12 col-lg-6">
            <Section id="attributes" title={m.programme_graduateAttributes({}, { locale })}>
              <TextList items={p.graduateAttributes} />
            </Section>
          </div>
        </div>

        {p.courseStructure ? (
          <Section id="structure" title={m.programme_courseStructure({}, { locale })}>
            <TotalledTable
              label={m.programme_coursesPerCategory({}, { locale })}
              columns={[m.programme_category({}, { locale }), m.programme_courses({}, { locale })]}
              rows={p.courseStructure.map((c) => ({ label: c.category, value: c.courses }))}
            />
          </Section>
        ) : null}

        <Section id="syllabus" title={m.programme_syllabus({}, { locale })}>
          <SyllabusAccordion syllabus={syllabus} failed={syllabusFailed} />
        </Section>
      </div>
    </>
  )
}
