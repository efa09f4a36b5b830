// The home page's sections hydrate when the main thread is idle or at the first input
// (src/components/DeferredHydration.tsx): the server HTML shows them complete and their no-JS controls work
// before (tabs as headed lists, every FAQ answer open, the first slide and video), and their code stays out of
// the page's first-load JavaScript. Their stylesheets are imported here so the server links them in the HTML.
import { deferHydration } from '../DeferredHydration'
import '../VideoPlayer.css'
import '../programme/programme-cards.css'
import './home.css'

export const BannerSlideshow = deferHydration(() => import('./BannerSlideshow').then((m) => m.BannerSlideshow))
export const LatestTicker = deferHydration(() => import('./LatestTicker').then((m) => m.LatestTicker))
export const NoticeEventTabs = deferHydration(() => import('./NoticeEventTabs').then((m) => m.NoticeEventTabs))
export const AdmissionPanel = deferHydration(() => import('./AdmissionPanel').then((m) => m.AdmissionPanel))
export const ProgrammeCards = deferHydration(() => import('./ProgrammeCards').then((m) => m.ProgrammeCards))
export const AboutTeaser = deferHydration(() => import('./AboutTeaser').then((m) => m.AboutTeaser))
export const NewsCarousel = deferHydration(() => import('./NewsCarousel').then((m) => m.NewsCarousel))
export const RecentVideos = deferHydration(() => import('./RecentVideos').then((m) => m.RecentVideos))
export const HomeFaq = deferHydration(() => import('./HomeFaq').then((m) => m.HomeFaq))
