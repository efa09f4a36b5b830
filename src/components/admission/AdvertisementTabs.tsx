import { useId, useRef, useState, type KeyboardEvent } from 'react'
import type { AdvertView } from '../../data/summaries'
import { TapToLoad, usePageContext } from '../../hooks/usePageContext'
import { PdfEmbed } from '../PdfEmbed'
import './admission.css'

export interface AdvertList {
  key: string
  label: string
  items: AdvertView[]
}

export const NO_ADVERTISEMENTS = 'No advertisements found.'

function Latest({ advert, headingId, shown }: { advert: AdvertView; headingId: string; shown: boolean }) {
  const { saveData } = usePageContext()
  return (
    <section className="advert-latest mb-4" aria-labelledby={headingId}>
      <h2 id={headingId} className="h4">
        Latest Advertisement
      </h2>
      <h3 className="h5">{advert.title}</h3>
      {advert.kind === 'pdf' ? (
        <PdfEmbed url={advert.url} title={advert.title} show={shown} />
      ) : import.meta.env.SSR && saveData ? (
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
  const { saveData } = usePageContext()
  return (
    <section className="advert-archive" aria-labelledby={headingId}>
      <h2 id={headingId} className="h4">
        Previous Advertisements
      </h2>
      <ul className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-lg-3 g-3">
        {adverts.map((a, i) => (
          <li className="col" key={`${i}-${a.url}`}>
            <div className="card h-100">
              {a.kind === 'pdf' ? (
                <div className="card-body">
                  <h3 className="h6">{a.title}</h3>
                  <a href={a.url} target="_blank" rel="noopener noreferrer" className="btn btn-sm btn-outline-success" aria-label={`View PDF: ${a.title}`}>
                    View PDF
                  </a>
                </div>
              ) : (
                <figure className="mb-0">
                  {/* The caption names the picture; the same words as its alt would be read twice. */}
                  {import.meta.env.SSR && saveData ? (
                    <TapToLoad>
                      <img src={a.url} alt="" className="card-img-top advert-archive__image" loading="lazy" />
                    </TapToLoad>
                  ) : (
                    <img src={a.url} alt="" className="card-img-top advert-archive__image" loading="lazy" />
                  )}
                  <figcaption className="card-body h6 mb-0">{a.title}</figcaption>
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
 * Tabs of advertisement lists (Bachelor Program first, the default). The active list's first
 * item is the latest advertisement (embedded PDF or image); the rest are the archive.
 * Keyboard: arrow keys, Home and End move between the tabs (WAI-ARIA tabs pattern).
 */
export function AdvertisementTabs({ lists }: { lists: AdvertList[] }) {
  const [active, setActive] = useState(lists[0]?.key ?? '')
  const id = useId()
  const tabs = useRef<(HTMLButtonElement | null)[]>([])

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = lists.length - 1
    const next = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    setActive(lists[next]!.key)
    tabs.current[next]?.focus()
  }

  return (
    <div className="advert-tabs-wrap">
      <div role="tablist" aria-label="Advertisements by programme level" className="nav nav-pills advert-tabs mb-4">
        {lists.map((list, index) => {
          const selected = list.key === active
          return (
            <button
              key={list.key}
              ref={(el) => {
                tabs.current[index] = el
              }}
              id={`${id}-tab-${list.key}`}
              type="button"
              role="tab"
              className={`nav-link${selected ? ' active' : ''}`}
              aria-selected={selected}
              aria-controls={`${id}-panel-${list.key}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(list.key)}
              onKeyDown={(e) => onKeyDown(e, index)}
            >
              {list.label}
            </button>
          )
        })}
      </div>
      {lists.map((list) => {
        const [latest, ...rest] = list.items
        return (
          <div
            key={list.key}
            id={`${id}-panel-${list.key}`}
            role="tabpanel"
            aria-labelledby={`${id}-tab-${list.key}`}
            tabIndex={0}
            hidden={list.key !== active}
          >
            <h2 className="no-script-title h3">{list.label}</h2>
            {latest ? (
              <>
                <Latest advert={latest} headingId={`${id}-latest-${list.key}`} shown={list.key === active} />
                {rest.length > 0 ? <Archive adverts={rest} headingId={`${id}-archive-${list.key}`} /> : null}
              </>
            ) : (
              <p className="lead py-4">{NO_ADVERTISEMENTS}</p>
            )}
          </div>
        )
      })}
    </div>
  )
}
