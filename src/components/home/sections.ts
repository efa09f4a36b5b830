// The home page's sections in one module: src/components/home/deferred.ts loads them with one import, so the
// bundler makes them one chunk with what only they use (their messages among it) instead of a chunk each.
export { AboutTeaser } from './AboutTeaser'
export { AdmissionPanel } from './AdmissionPanel'
export { BannerSlideshow } from './BannerSlideshow'
export { HomeFaq } from './HomeFaq'
export { LatestTicker } from './LatestTicker'
export { NewsCarousel } from './NewsCarousel'
export { NoticeEventTabs } from './NoticeEventTabs'
export { ProgrammeCards } from './ProgrammeCards'
export { RecentVideos } from './RecentVideos'
