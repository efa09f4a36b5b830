// The home page's sections and their stylesheets (the server links them in the HTML).
import '../VideoPlayer.css'
import '../programme/programme-cards.css'
import './home.css'

export { AboutTeaser, AdmissionPanel, BannerSlideshow, HomeFaq, LatestTicker, NewsCarousel, NoticeEventTabs, ProgrammeCards, RecentVideos } from './sections'
