import type { MarqueeItem } from '../../domain/types'
import { useLocale } from '../../hooks/usePageContext'
import { m } from '../../i18n/messages'
import { localeHref } from '../../routes/locale'
import { formatDateIn } from '../../i18n/format'
import { tickerLoopSeconds } from '../../logic/ticker'
import { DateText } from '../DateText'
import './home.css'
import { LangText } from '../LangText'

const isExternal = (href: string) => /^https?:\/\//i.test(href)

function TickerItems({ items, copy }: { items: MarqueeItem[]; copy: boolean }) {
  const locale = useLocale()
  return (
    <ul className={`ticker__list${copy ? ' ticker__list--copy' : ''}`} aria-hidden={copy || undefined}>
      {items.map((item) => {
        const text = (
          <>
            <LangText text={item.name} />
            {item.date ? (
              <>
                {' '}
                <span className="ticker__date">
                  (<DateText date={item.date} />)
                </span>
              </>
            ) : null}
          </>
        )
        return (
          <li key={item.id} className="ticker__item">
            {item.link ? (
              <a
                href={localeHref(locale, item.link)}
                tabIndex={copy ? -1 : undefined}
                {...(isExternal(item.link) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {text}
              </a>
            ) : (
              text
            )}
          </li>
        )
      })}
    </ul>
  )
}

/**
 * The 'Latest:' ticker: the items scroll in a CSS loop (a second, hidden copy makes the loop
 * seamless) of 20 s, or longer for a long list (src/logic/ticker.ts), paused while pointed at or
 * focused; under reduced motion they stand still and wrap.
 */
export function LatestTicker({ items }: { items: MarqueeItem[] }) {
  const locale = useLocale()
  if (items.length === 0) return null
  const seconds = tickerLoopSeconds(items.map((item) => ({ text: item.date ? `${item.name} (${formatDateIn(item.date, locale)})` : item.name })))
  return (
    <section className="ticker" aria-labelledby="ticker-label">
      <div className="container ticker__inner">
        <h2 id="ticker-label" className="ticker__label">
          {m.home_latest({}, { locale })}
        </h2>
        <div className="ticker__viewport">
          <div className="ticker__track" style={{ animationDuration: `${seconds}s` }}>
            <TickerItems items={items} copy={false} />
            <TickerItems items={items} copy />
          </div>
        </div>
      </div>
    </section>
  )
}
