import type { AdvertView } from '../../data/summaries'
import { useLocale, usePageContext } from '../../hooks/usePageContext'
import { TapToLoad } from '../TapToLoad'
import { m } from '../../i18n/messages'
import { LangText } from '../LangText'
import { PdfEmbed } from '../pdf-embed/PdfEmbed'
import { Tabs } from '../Tabs'
import './admission.css'

export interface AdvertList {
  key: string
  label: string
  items: AdvertView[]
}

function Latest({ advert, headingId }: { advert: AdvertView; headingId: string }) {
  const { saveData, locale = 'en' } = usePageContext()
  return (
    <section className="advert-latest mb-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="h4">
        {m.advertisements_latest({}, { locale })}
      </h2>
      <h3 className="h5">
        <LangText text={advert.title} />
      </h3>
      {advert.kind === 'pdf' ? (
        <PdfEmbed url={advert.url} title={advert.title} />
      ) : saveData ? (
        <TapToLoad label={advert.title}>
          <img src={advert.url} alt={advert.title} className="img-fluid rounded border" loading="lazy" />
        </TapToLoad>
      ) : (
        <img src={advert.url} alt={advert.title} className="img-fluid rounded border" />
      )}
    </section>
  )
}

function Archive({ adverts, headingId }: { adverts: AdvertView[]; headingId: string }) {
  const { saveData, locale = 'en' } = usePageContext()
  return (
    <section className="advert-archive" aria-labelledby={headingId}>
      <h2 id={headingId} className="h4">
        {m.advertisements_previous({}, { locale })}
      </h2>
      <ul className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-lg-3 g-3">
        {adverts.map((a, i) => (
          <li className="col" key={`${i}-${a.url}`}>
            <div className="card h-100">
              {a.kind === 'pdf' ? (
                <div className="card-body">
                  <h3 className="h6">
                    <LangText text={a.title} />
                  </h3>
                  <a href={a.url} target="_blank" rel="noopener noreferrer" className="btn btn-sm btn-outline-success" aria-label={m.advertisements_viewPdfOf({ title: a.title }, { locale })}>
                    {m.advertisements_viewPdf({}, { locale })}
                  </a>
                </div>
              ) : (
                <figure className="mb-0">
                  {/* The caption names the picture; the same words as its alt would be read twice. */}
                  {saveData ? (
                    <TapToLoad>
                      <img src={a.url} alt="" className="card-img-top advert-archive__image" loading="lazy" />
                    </TapToLoad>
                  ) : (
                    <img src={a.url} alt="" className="card-img-top advert-archive__image" loading="lazy" />
                  )}
                  <figcaption className="card-body h6 mb-0">
                    <LangText text={a.title} />
                  </figcaption>
                </figure>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * Tabs of advertisement lists (Bachelor Program first, the default), native from the first paint (Tabs.tsx).
 * The list's first item is the latest advertisement (embedded PDF or image); the rest are the archive.
 */
export function AdvertisementTabs({ lists }: { lists: AdvertList[] }) {
  const locale = useLocale()
  return (
    <div className="advert-tabs-wrap">
      <Tabs
        id="advert"
        label={m.advertisements_byLevel({}, { locale })}
        listClassName="nav-pills advert-tabs mb-4"
        titleLevel={2}
        titleClassName="h3"
        tabs={lists.map((list) => {
          const [latest, ...rest] = list.items
          return {
            key: list.key,
            label: list.label,
            panel: latest ? (
              <>
                <Latest advert={latest} headingId={`advert-latest-${list.key}`} />
                {rest.length > 0 ? <Archive adverts={rest} headingId={`advert-archive-${list.key}`} /> : null}
              </>
            ) : (
              <p className="lead py-4">{m.advertisements_empty({}, { locale })}</p>
            ),
          }
        })}
      />
    </div>
  )
}
