// A YouTube video's two addresses: where it plays in the page and where it plays on YouTube. Pure; shared by the
// server's markup (src/components/video/VideoPlayer.tsx) and the page's script (src/components/video/enhance.ts).

/** The privacy-friendly embed address of a video; `autoplay` starts it at once. */
export const embedUrl = (videoId: string, autoplay: boolean) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}${autoplay ? '?autoplay=1' : ''}`

/** The video's page on YouTube: where the player's links lead before the script runs or without JavaScript. */
export const watchUrl = (videoId: string) => `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`
