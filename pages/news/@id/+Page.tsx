import { FeedLinks } from '../../../src/components/FeedLinks'
import { useData, usePageContext } from '../../../src/hooks/usePageContext'
import { DetailWithSideList } from '../../../src/components/DetailWithSideList'
import { NEWS_PLACEHOLDER_IMAGE } from '../../../src/components/home/NewsCard'
import { DateText } from '../../../src/components/DateText'
import { PageTitle } from '../../../src/components/PageTitle'
import { ResponsiveImage } from '../../../src/components/ResponsiveImage'
import { IMAGE_SIZES } from '../../../src/logic/images'
import { SITE_NAME } from '../../../src/content/site'
import { formatDateIn, titleDate } from '../../../src/i18n/format'
import { m } from '../../../src/i18n/messages'
import { newsArticleData } from '../../../src/seo/structured-data'
import type { Data } from './+data'
import { newsPath } from '../../../src/routes/paths'
import { LangText } from '../../../src/components/LangText'

export default function Page() {
  const { news, recent } = useData<Data>()
  const pageContext = usePageContext()
  const locale = pageContext.locale ?? 'en'
  const site = SITE_NAME[locale]
  return (
    <>
      {news ? (
        <PageTitle
          title={news.headline}
          titleDetail={titleDate(news.date, locale)}
          description={news.description || m.news_describedAs({ headline: news.headline, site, date: formatDateIn(news.date, locale) }, { locale })}
          type="article"
          image={news.imageUrl ? { url: news.imageUrl, alt: news.headline } : null}
          structuredData={[newsArticleData(pageContext.siteOrigin ?? '', { ...news, image: news.imageUrl, url: pageContext.canonicalUrl })]}
        />
      ) : (
        <PageTitle title={m.news_item({}, { locale })} description={m.common_noDataFound({}, { locale })} />
      )}
      <FeedLinks feed="news" />
      <DetailWithSideList
        crumb={news ? news.headline : m.news_item({}, { locale })}
        sideTitle={m.news_recent({}, { locale })}
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
            <h1 className="visually-hidden">{m.news_item({}, { locale })}</h1>
            <p className="lead py-5">{m.common_noDataFound({}, { locale })}</p>
          </>
        )}
      </DetailWithSideList>
    </>
  )
}
