import { useData, useLocale } from '../../src/hooks/usePageContext'
import { m } from '../../src/i18n/messages'
import { NewsCard } from '../../src/components/home/NewsCard'
import { FeedLinks } from '../../src/components/FeedLinks'
import { FEEDS } from '../../src/content/feeds'
import { IMAGE_SIZES } from '../../src/logic/images'
import { ListPager } from '../../src/components/ListPager'
import { SearchField } from '../../src/components/SearchField'
import { SearchListPage } from '../../src/components/search-list/SearchListPage'
import type { Data } from './+data'

const NEWS = FEEDS.in('en').news
const PATH = NEWS.page

export default function Page() {
  const { list } = useData<Data>()
  const locale = useLocale()

  return (
    <SearchListPage
      title={m.news_title({}, { locale })}
      subtitle={m.news_subtitle({}, { locale })}
      description={FEEDS.in(locale).news.description}
      controls={
        <div className="col-12 col-md-6">
          <SearchField id="news-search" label={m.news_searchLabel({}, { locale })} value={list.filters.q} placeholder={m.news_searchPlaceholder({}, { locale })} />
        </div>
      }
      emptyText={m.news_empty({}, { locale })}
      isEmpty={list.items.length === 0}
      notFound={list.notFound}
      firstPageHref={PATH}
      live
      pager={
        <>
          <FeedLinks feed="news" />
          <ListPager path={PATH} filters={list.filters} page={list.page} pageCount={list.pageCount} label={m.news_pagerLabel({}, { locale })} />
        </>
      }
    >
      <ul className="row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-4 list-unstyled">
        {list.items.map((item, i) => (
          <li key={item.id} className="col">
            <NewsCard item={item} eager={i < 3} headingLevel={2} sizes={IMAGE_SIZES.cardList} />
          </li>
        ))}
      </ul>
    </SearchListPage>
  )
}
