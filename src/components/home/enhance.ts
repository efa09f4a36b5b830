// The home page's moving parts in one chunk (src/enhance/components.ts): the banner and the news carousel are only
// ever on the home page together, and share the carousel's timing (src/enhance/motion.ts, src/logic/carousel.ts).
export { bannerEnhancer } from './banner/enhance'
export { newsCarouselEnhancer } from './news-carousel/enhance'
