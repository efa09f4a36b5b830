import type { ReactNode } from 'react'
import { Accordion } from './Accordion'
import { PageBanner } from './PageBanner'
import { PageTitle } from './PageTitle'
import type { Bilingual } from '../content/bilingual'
import type { ContentBlock, ContentLink, StaticPageContent } from '../content/types'
import { useLocale } from '../hooks/usePageContext'
import { m } from '../i18n/messages'
import { localeHref } from '../routes/locale'
import './StaticPage.css'

function LinkTo({ link, className }: { link: ContentLink; className?: string }) {
  const locale = useLocale()
  const external = link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  return (
    <a href={localeHref(locale, link.href)} className={className} {...external}>
      {link.label}
      {link.external ? <span className="visually-hidden"> {m.common_opensInNewTab({}, { locale })}</span> : null}
    </a>
  )
}

/** A block's heading and introduction, each when present. */
/** A link's kind (the content's key: 'Page', 'PDF', 'Online'), named in the page's language. */
function FormatBadge({ format }: { format: NonNullable<ContentLink['format']> }) {
  const locale = useLocale()
  const label = format === 'Page' ? m.files_formatPage({}, { locale }) : format === 'PDF' ? m.files_formatPdf({}, { locale }) : m.files_formatOnline({}, { locale })
  return <span className="badge static-page__badge">{label}</span>
}

function BlockHeading({ text, intro }: { text?: string; intro?: string }) {
  return (
    <>
      {text ? <h2 className="h3 static-page__heading">{text}</h2> : null}
      {intro ? <p>{intro}</p> : null}
    </>
  )
}

function Block({ block }: { block: ContentBlock }): ReactNode {
  switch (block.kind) {
    case 'text':
      return (
        <>
          <BlockHeading text={block.heading} />
          {block.paragraphs.map((p) => (
            <p key={p}>{p}</p>
          ))}
        </>
      )
    case 'list':
      return (
        <>
          <BlockHeading text={block.heading} intro={block.intro} />
          <ul className="static-page__list">
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      )
    case 'facts':
      return (
        <>
          <BlockHeading text={block.heading} />
          <dl className="static-page__facts">
            {block.facts.map((fact) => (
              <div key={fact.label} className="static-page__fact">
                <dt className="static-page__fact-label">{fact.label}</dt>
                <dd className="static-page__fact-value">{fact.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )
    case 'cards':
      return (
        <>
          <BlockHeading text={block.heading} intro={block.intro} />
          <div className="row g-4">
            {block.cards.map((card) => (
              <div key={card.title} className="col-12 col-md-6">
                <article className="card h-100 static-page__card">
                  <div className="card-body">
                    {/* Under the page's h1 when the block has no heading of its own. */}
                    {block.heading ? <h3 className="h5 card-title">{card.title}</h3> : <h2 className="h5 card-title">{card.title}</h2>}
                    <p className="card-text">{card.text}</p>
                    {card.items?.length ? (
                      <ul className="mb-0">
                        {card.items.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    ) : null}
                  </div>
                </article>
              </div>
            ))}
          </div>
        </>
      )
    case 'links':
      return (
        <>
          <BlockHeading text={block.heading} intro={block.intro} />
          <ul className="list-group static-page__links">
            {block.links.map((link) => (
              <li key={link.href + link.label} className="list-group-item d-flex gap-3 align-items-start">
                <div className="flex-grow-1">
                  <LinkTo link={link} className="fw-semibold" />
                  {link.description ? <p className="mb-0 small text-body-secondary">{link.description}</p> : null}
                </div>
                {link.format ? <FormatBadge format={link.format} /> : null}
              </li>
            ))}
          </ul>
        </>
      )
    case 'questions':
      return (
        <>
          <BlockHeading text={block.heading} />
          <Accordion
            headingLevel={block.heading ? 3 : 2}
            items={block.items.map((item, index) => ({ key: String(index), title: item.question, body: item.answer }))}
          />
        </>
      )
  }
}

/**
 * One component for the content pages (About, Mission and Vision, At a Glance, Achievements, FAQ, Alumni,
 * Forms), given their content in both languages (src/content/).
 */
export function StaticPage({ content: bilingualContent }: { content: Pick<Bilingual<StaticPageContent>, 'in'> }) {
  const content = bilingualContent.in(useLocale())
  return (
    <>
      <PageTitle title={content.title} description={content.description} />
      <PageBanner title={content.title} subtitle={content.subtitle}>
        {content.actions?.length ? (
          <div className="d-flex flex-wrap gap-2 mt-3">
            {content.actions.map((action) => (
              <LinkTo key={action.href} link={action} className="btn btn-warning fw-semibold static-page__action" />
            ))}
          </div>
        ) : null}
      </PageBanner>
      <div className="container static-page">
        {content.blocks.map((block, index) => (
          <section key={index} className="static-page__block">
            <Block block={block} />
          </section>
        ))}
      </div>
    </>
  )
}
