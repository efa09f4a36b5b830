import { BUILT_ON_SERVER } from '../../src/components/JsonLd'
import { useData, usePageContext } from '../../src/hooks/usePageContext'
import {
  AboutTeaser,
  AdmissionPanel,
  BannerSlideshow,
  HomeFaq,
  LatestTicker,
  NewsCarousel,
  NoticeEventTabs,
  ProgrammeCards,
  RecentVideos,
} from '../../src/components/home/deferred'
import { PageTitle } from '../../src/components/PageTitle'
import { SITE } from '../../src/content/site'
import { universityData } from '../../src/seo/structured-data'
import type { Data } from './+data'

export default function Page() {
  const { banners, marquee, notices, events, news, videos, programmes } = useData<Data>()
  const { siteOrigin } = usePageContext()
  return (
    <>
      <PageTitle
        title={`${SITE.name} | ${SITE.tagline}`}
        raw
        description={`${SITE.name}: programmes, admission, notices, news and events of the university in Rangamati.`}
        structuredData={import.meta.env.SSR ? [universityData(siteOrigin ?? '')] : BUILT_ON_SERVER}
      />
      <h1 className="visually-hidden">{SITE.name}</h1>
      <BannerSlideshow
        banners={banners}
        fallback={
          <div className="home-hero">
            <div className="container">
              <p>{SITE.tagline}.</p>
            </div>
          </div>
        }
      />
      <LatestTicker items={marquee} />
      <div className="container py-5">
        <div className="row g-4">
          <div className="col-12 col-lg-8">
            <NoticeEventTabs notices={notices} events={events} />
          </div>
          <div className="col-12 col-lg-4">
            <AdmissionPanel />
          </div>
        </div>
      </div>
      <ProgrammeCards programmes={programmes} />
      <AboutTeaser />
      <NewsCarousel news={news} />
      <RecentVideos videos={videos} />
      <HomeFaq />
    </>
  )
}
