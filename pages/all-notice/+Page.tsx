import { useData, useLocale } from '../../src/hooks/usePageContext'
import { m } from '../../src/i18n/messages'
import { ListPager } from '../../src/components/ListPager'
import { NoticeDateSelects } from '../../src/components/NoticeDateSelects'
import { SearchField } from '../../src/components/SearchField'
import { SearchListPage } from '../../src/components/search-list/SearchListPage'
import { LIVE_FILTER } from '../../src/components/search-list/contract'
import { hookAttrs } from '../../src/components/module'
import type { Data } from './+data'
import { DateText } from '../../src/components/DateText'
import { FeedLinks } from '../../src/components/FeedLinks'
import { localeHref, noticePath, PAGE } from '../../src/routes/paths'
import { LangText } from '../../src/components/LangText'
import { AlertSignup } from '../../src/components/alerts/AlertSignup'

const PATH = PAGE.allNotice

export default function Page() {
  const { list, years } = useData<Data>()
  const values = list.filters
  const locale = useLocale()

  return (
    <SearchListPage
      title={m.notices_title({}, { locale })}
      subtitle={m.notices_subtitle({}, { locale })}
      description={m.notices_description({}, { locale })}
      controls={
        <>
          <div className="col-12 col-md-6">
            {/* A free date substring from a link (?date=2026-01) stays in the form until a date select changes. */}
            {values.date ? <input type="hidden" name="date" value={values.date} {...hookAttrs(LIVE_FILTER, 'replacedBy', 'year month day')} /> : null}
            <NoticeDateSelects years={years} year={values.year} month={values.month} day={values.day} />
          </div>
          <div className="col-12 col-md-4">
            <SearchField id="notice-title" name="title" label={m.notices_searchLabel({}, { locale })} value={values.title} placeholder={m.notices_searchPlaceholder({}, { locale })} />
          </div>
        </>
      }
      emptyText={m.notices_empty({}, { locale })}
      isEmpty={list.items.length === 0}
      notFound={list.notFound}
      firstPageHref={PATH}
      live
      after={<AlertSignup placement="notices" />}
      pager={
        <>
          <FeedLinks feed="notices" />
          <ListPager path={PATH} filters={list.filters} page={list.page} pageCount={list.pageCount} label={m.notices_pagerLabel({}, { locale })} />
        </>
      }
    >
      <ul className="list-unstyled notice-list">
        {list.items.map((n) => (
          <li key={n.id} className="card card-list-item mb-2">
            <div className="card-body d-flex flex-column flex-md-row gap-2 align-items-md-center">
              <DateText date={n.date} className="text-muted small flex-shrink-0 notice-date" />
              <span className="flex-grow-1 notice-list__headline">
                <LangText text={n.headline} />
              </span>
              <a href={localeHref(locale, noticePath(n.id))} className="btn btn-sm btn-outline-success">
                {m.common_details({}, { locale })}
                <span className="visually-hidden">
                  : <LangText text={n.headline} />
                </span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </SearchListPage>
  )
}
