import { useData, usePageContext } from '../../src/hooks/usePageContext'
import { m } from '../../src/i18n/messages'
import { AboutTeaser } from '../../src/components/home/AboutTeaser'
import { AdmissionPanel } from '../../src/components/home/AdmissionPanel'
import { BannerSlideshow } from '../../src/components/home/banner/BannerSlideshow'
import { HomeFaq } from '../../src/components/home/HomeFaq'
import { LatestTicker } from '../../src/components/home/LatestTicker'
import { NewsCarousel } from '../../src/components/home/news-carousel/NewsCarousel'
import { NoticeEventTabs } from '../../src/components/home/NoticeEventTabs'
import { ProgrammeCards } from '../../src/components/home/ProgrammeCards'
import { RecentVideos } from '../../src/components/home/RecentVideos'
import '../../src/components/video/VideoPlayer.css'
import '../../src/components/programme/programme-cards.css'
import '../../src/components/home/home.css'
import { PageTitle } from '../../src/components/PageTitle'
import { SITE as BILINGUAL_SITE } from '../../src/content/site'
import { universityData } from '../../src/seo/structured-data'
import type { Data } from './+data'

export default function Page() {
  const { banners, marquee, notices, events, news, videos, programmes, bengali } = useData<Data>()
  const { siteOrigin, locale = 'en' } = usePageContext()
  const SITE = BILINGUAL_SITE.in(locale)
  return (
    <>
      <PageTitle
        title={`${SITE.name} | ${SITE.tagline}`}
        raw
        description={m.home_description({ site: SITE.name }, { locale })}
        structuredData={[universityData(siteOrigin ?? '')]}
      />
      <h1 className="visually-hidden">{SITE.name}</h1>
      <BannerSlideshow
        banners={banners}
        fallback={
          <div className="home-hero">
            <div className="container">
              <p>
                {SITE.tagline}
                {m.common_fullStop({}, { locale })}
              </p>
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
            <AdmissionPanel bengali={bengali?.admissionPanel} />
          </div>
        </div>
      </div>
      <ProgrammeCards programmes={programmes} />
      <AboutTeaser bengali={bengali?.aboutTeaser} />
      <NewsCarousel news={news} />
      <RecentVideos videos={videos} />
      <HomeFaq bengali={bengali?.faq} />
    </>
  )
}
