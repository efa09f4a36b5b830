import { BUILT_ON_SERVER } from '../../../src/components/JsonLd'
import { FeedLinks } from '../../../src/components/FeedLinks'
import { useData, usePageContext } from '../../../src/hooks/usePageContext'
import { DetailWithSideList } from '../../../src/components/DetailWithSideList'
import { NEWS_PLACEHOLDER_IMAGE } from '../../../src/components/home/NewsCard'
import { DateText } from '../../../src/components/DateText'
import { PageTitle } from '../../../src/components/PageTitle'
import { ResponsiveImage } from '../../../src/components/ResponsiveImage'
import { IMAGE_SIZES } from '../../../src/logic/images'
import { SITE } from '../../../src/content/site'
import { formatDate } from '../../../src/logic/dates'
import { newsArticleData } from '../../../src/seo/structured-data'
import type { Data } from './+data'
import { newsPath } from '../../../src/routes/paths'
import { LangText } from '../../../src/components/LangText'

export default function Page() {
  const { news, recent } = useData<Data>()
  const pageContext = usePageContext()
  return (
    <>
      {news ? (
        <PageTitle
          title={news.headline}
          description={news.description || `${news.headline}: news of ${SITE.name}, ${formatDate(news.date)}.`}
          type="article"
          image={news.imageUrl ? { url: news.imageUrl, alt: news.headline } : null}
          structuredData={import.meta.env.SSR ? [newsArticleData(pageContext.siteOrigin ?? '', { ...news, image: news.imageUrl, url: pageContext.canonicalUrl })] : BUILT_ON_SERVER}
        />
      ) : (
        <PageTitle title="News" description="No data found." />
      )}
      <FeedLinks feed="news" />
      <DetailWithSideList
        crumb={news ? news.headline : 'News'}
        sideTitle="Recent News"
        side={recent.map((n) => ({ id: n.id, href: newsPath(n.id), label: n.headline, date: n.date }))}
        currentId={news?.id ?? null}
      >
        {news ? (
          <article>
            <h1 className="h2">
              <LangText text={news.headline} />
            </h1>
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
            {news.description ? <p className="text-prewrap">
                <LangText text={news.description} />
              </p> : null}
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
