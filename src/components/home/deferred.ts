// The home page's sections hydrate when the main thread is idle or at the first input
// (src/components/DeferredHydration.tsx): the server HTML shows them complete and their no-JS controls work
// before (tabs as headed lists, every FAQ answer open, the first slide and video), and their code stays out of
// the page's first-load JavaScript. Their stylesheets are imported here so the server links them in the HTML.
import { deferHydration } from '../DeferredHydration'
import '../VideoPlayer.css'
import '../programme/programme-cards.css'
import './home.css'

/** All the sections: they hydrate at the same moment, so one request (and one chunk) brings them. */
const sections = () => import('./sections')

export const BannerSlideshow = deferHydration(() => sections().then((m) => m.BannerSlideshow))
export const LatestTicker = deferHydration(() => sections().then((m) => m.LatestTicker))
export const NoticeEventTabs = deferHydration(() => sections().then((m) => m.NoticeEventTabs))
export const AdmissionPanel = deferHydration(() => sections().then((m) => m.AdmissionPanel))
export const ProgrammeCards = deferHydration(() => sections().then((m) => m.ProgrammeCards))
export const AboutTeaser = deferHydration(() => sections().then((m) => m.AboutTeaser))
export const NewsCarousel = deferHydration(() => sections().then((m) => m.NewsCarousel))
export const RecentVideos = deferHydration(() => sections().then((m) => m.RecentVideos))
export const HomeFaq = deferHydration(() => sections().then((m) => m.HomeFaq))
