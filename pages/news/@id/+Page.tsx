import { useData } from '../../../renderer/usePageContext'
import { FeedLinks } from '../../../src/components/FeedLinks'
import { DetailWithSideList } from '../../../src/components/DetailWithSideList'
import { NEWS_PLACEHOLDER_IMAGE } from '../../../src/components/home/NewsCard'
import { DateText } from '../../../src/components/DateText'
import { PageTitle } from '../../../src/components/PageTitle'
import { ResponsiveImage } from '../../../src/components/ResponsiveImage'
import { IMAGE_SIZES } from '../../../src/logic/images'
import type { Data } from './+data'

export default function Page() {
  const { news, recent } = useData<Data>()
  return (
    <>
      <PageTitle title={news ? news.headline : 'News'} />
      <FeedLinks feed="news" />
      <DetailWithSideList
        sideTitle="Recent News"
        side={recent.map((n) => ({ id: n.id, href: `/news/${n.id}`, label: n.headline, date: n.date }))}
        currentId={news?.id ?? null}
      >
        {news ? (
          <article>
            <h1 className="h2">{news.headline}</h1>
            <p className="text-muted">
              <DateText date={news.date} />
            </p>
            <ResponsiveImage
              src={news.imageUrl ?? NEWS_PLACEHOLDER_IMAGE}
              sizes={IMAGE_SIZES.newsDetail}
              maxWidth={1920}
              alt={news.imageUrl ? news.headline : ''}
              className="img-fluid rounded border mb-3 w-100"
              width={1200}
              height={675}
            />
            {news.description ? <p className="text-prewrap">{news.description}</p> : null}
          </article>
        ) : (
          <>
            <h1 className="visually-hidden">News</h1>
            <p className="lead py-5">No data found.</p>
          </>
        )}
      </DetailWithSideList>
    </>
  )
}
