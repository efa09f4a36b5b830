import { m } from '../../i18n/messages'
import { localeHref, type Locale } from '../../routes/locale'
import { Icon, iconSearch } from '../Icon'
import './SiteSearchBox.css'

/**
 * The frame's search box: a plain GET form to /search (works without JavaScript) with a label for
 * screen readers. In the bar it is the form from 1200 px up and, where the bar has no room for it
 * (992–1199 px), a link to the search page; `place` keeps the ids of the bar's and the phone menu's
 * copies apart.
 */
export function SiteSearchBox({ place, locale }: { place: 'bar' | 'menu'; locale: Locale }) {
  const id = `site-search-${place}`
  const search = localeHref(locale, '/search')
  const searchLabel = m.common_search({}, { locale })
  const form = (
    <form
      className={`site-search site-search--${place}${place === 'bar' ? ' d-none d-xl-flex' : ''}`}
      role="search"
      aria-label={place === 'bar' ? m.frame_siteSearch({}, { locale }) : m.frame_siteSearchInMenu({}, { locale })}
      method="get"
      action={search}
    >
      <label htmlFor={id} className="visually-hidden">
        {m.frame_searchTheSite({}, { locale })}
      </label>
      <input id={id} name="q" type="search" className="form-control form-control-sm site-search__input" placeholder={searchLabel} maxLength={100} required />
      <button type="submit" className="btn btn-sm btn-success site-search__button">
        <Icon glyph={iconSearch} size={16} />
        <span className="visually-hidden">{searchLabel}</span>
      </button>
    </form>
  )
  if (place === 'menu') return form
  return (
    <>
      <a className="btn site-nav__grid site-search__link d-none d-lg-inline-flex d-xl-none" href={search}>
        <Icon glyph={iconSearch} size={20} />
        <span className="visually-hidden">{searchLabel}</span>
      </a>
      {form}
    </>
  )
}
