// Security headers of every answer the app sends (nginx adds the same to the answers it makes itself).
import type { RequestHandler } from 'express'
import helmet from 'helmet'

/**
 * Powerful features no page uses, off for the site and the frames it embeds (YouTube, Google Maps
 * keep what they need: autoplay, fullscreen, picture-in-picture are not listed).
 * The edge's nginx.conf (helm/university-website/files/) sends the same value on its own answers.
 */
export const PERMISSIONS_POLICY =
  'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()'

export function securityHeaders(publicFileBaseUrl: string): RequestHandler[] {
  return [
    helmet({ contentSecurityPolicy: { directives: contentSecurityPolicy(publicFileBaseUrl) } }),
    (_req, res, next) => {
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
      next()
    },
  ]
}

function contentSecurityPolicy(publicFileBaseUrl: string) {
  const fileOrigin = /^https?:\/\//.test(publicFileBaseUrl) ? new URL(publicFileBaseUrl).origin : null
  const files = fileOrigin ? [fileOrigin] : []
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https://img.youtube.com', 'https://i.ytimg.com', ...files],
    frameSrc: ["'self'", 'https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://www.google.com', ...files],
    objectSrc: ["'none'"],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    formAction: ["'self'"],
    frameAncestors: ["'self'"],
    baseUri: ["'self'"],
    upgradeInsecureRequests: null,
  }
}
