// Resized pictures: the URL scheme of the image endpoint (server/images.ts), shared by the markup
// that builds srcset lists and the server that parses them, and the `sizes` of the site's layouts.
//
//   /img/<width>/<format>/<path below the file host>
//
// Width and format are in the path, so the edge caches one answer per URL without `Vary: Accept`;
// the browser picks the format with <picture> sources and the width with srcset/sizes.

export const IMAGE_ROUTE = '/img'

/** The only widths the endpoint makes (a fixed list bounds the variants of each picture). */
export const IMAGE_WIDTHS = [160, 320, 480, 640, 800, 960, 1280, 1600, 1920] as const
export type ImageWidth = (typeof IMAGE_WIDTHS)[number]

/** Output formats: AVIF and WebP for <picture> sources, JPEG (or PNG, which keeps transparency) for the <img>. */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpeg', 'png'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]

export const IMAGE_CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
}

/** File names the endpoint resizes (SVG stays as it is: it is already sharp at every size). */
const RASTER_NAME = /\.(jpe?g|png|webp|avif)$/i

/** One path segment as it appears in the URL: percent-decoded leniently (an upstream path may be raw or encoded). */
function decodeLeniently(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** True for a decoded path segment the endpoint accepts: not empty, not `.` or `..`, no slash, backslash or control character. */
export function isSafeSegment(segment: string): boolean {
  // eslint-disable-next-line no-control-regex
  return segment !== '' && segment !== '.' && segment !== '..' && !/[/\\\u0000-\u001f\u007f]/.test(segment)
}

/**
 * The decoded path segments of a picture the endpoint can resize: a raster file directly below
 * the public file base (`<base>/uploads/news/1.png` → ['uploads', 'news', '1.png']); null for
 * anything else (another host, SVG, a query, a path that climbs out).
 */
export function resizableSegments(url: string | null | undefined, publicFileBaseUrl: string | null | undefined): string[] | null {
  const base = (publicFileBaseUrl ?? '').replace(/\/+$/, '')
  if (!url || !base || !url.startsWith(`${base}/`)) return null
  const rest = url.slice(base.length + 1)
  if (/[?#]/.test(rest) || !RASTER_NAME.test(rest)) return null
  const segments = rest.split('/').map(decodeLeniently)
  return segments.every(isSafeSegment) ? segments : null
}

/** The picture's path in its URLs: each segment percent-encoded the same way every time. */
const encodedPath = (segments: readonly string[]) => segments.map(encodeURIComponent).join('/')

/** The URL of the picture whose path is already encoded, at a width and format. */
const urlOf = (path: string, width: ImageWidth, format: ImageFormat) => `${IMAGE_ROUTE}/${width}/${format}/${path}`

/** The one URL of a picture at a width and format. */
export function imageUrl(segments: readonly string[], width: ImageWidth, format: ImageFormat): string {
  return urlOf(encodedPath(segments), width, format)
}

/** A srcset list of the picture in one format, at every width up to `maxWidth`. */
export function srcSet(segments: readonly string[], format: ImageFormat, maxWidth: number): string {
  // The path is encoded once for the whole list (a render builds ~25 URLs a picture).
  const path = encodedPath(segments)
  return widthsUpTo(maxWidth)
    .map((w) => `${urlOf(path, w, format)} ${w}w`)
    .join(', ')
}

/** The endpoint's widths up to `maxWidth` (at least the smallest). */
export function widthsUpTo(maxWidth: number): ImageWidth[] {
  const widths = IMAGE_WIDTHS.filter((w) => w <= maxWidth)
  return widths.length ? widths : [IMAGE_WIDTHS[0]]
}

/** The format of the <img> fallback: PNG for PNG sources (they may be transparent), JPEG otherwise. */
export function fallbackFormat(segments: readonly string[]): ImageFormat {
  return /\.png$/i.test(segments[segments.length - 1] ?? '') ? 'png' : 'jpeg'
}

// Layout widths (Bootstrap 5.3): a .container's max-width from each breakpoint up, and the gutter
// of the grids the pictures sit in (g-4: 1.5rem, i.e. 24 px, between and inside columns).
const BREAKPOINTS = [
  { name: 'sm', min: 576, container: 540 },
  { name: 'md', min: 768, container: 720 },
  { name: 'lg', min: 992, container: 960 },
  { name: 'xl', min: 1200, container: 1140 },
  { name: 'xxl', min: 1400, container: 1320 },
] as const
type Breakpoint = (typeof BREAKPOINTS)[number]['name']
const GUTTER = 24

/**
 * The `sizes` of a picture that fills a column of a grid inside a .container: `columns` gives the
 * columns per row from a breakpoint up (`{ xs: 1, md: 3 }`), like Bootstrap's `row-cols-*` or
 * `col-*` classes (a column that is a share of the row counts as a fraction: col-lg-8 → 12 / 8).
 * Below `sm` the container is the viewport less its padding.
 */
export function gridSizes(columns: Partial<Record<'xs' | Breakpoint, number>>): string {
  const perBreakpoint: string[] = []
  let current = columns.xs ?? 1
  const atXs = current
  const widths: { min: number; px: number }[] = []
  for (const bp of BREAKPOINTS) {
    current = columns[bp.name] ?? current
    widths.push({ min: bp.min, px: Math.ceil(bp.container / current - GUTTER) })
  }
  for (const { min, px } of widths.reverse()) perBreakpoint.push(`(min-width: ${min}px) ${px}px`)
  const phone = atXs === 1 ? 'calc(100vw - 24px)' : `calc((100vw - 24px) / ${atXs} - ${GUTTER}px)`
  return [...perBreakpoint, phone].join(', ')
}

/** `sizes` for the layouts the site's pictures appear in. */
export const IMAGE_SIZES = {
  /** The home banner: the whole width of the viewport. */
  banner: '100vw',
  /** Home news carousel: one card per row, three from md. */
  newsCarousel: gridSizes({ xs: 1, md: 3 }),
  /** /all-news and /all-events: one, two from sm, three from lg (home's event cards, two in col-lg-8, are narrower). */
  cardList: gridSizes({ xs: 1, sm: 2, lg: 3 }),
  /** News details: the col-lg-8 beside the side list. */
  newsDetail: gridSizes({ xs: 1, lg: 12 / 8 }),
  /** /faculty: one, two from sm, three from lg, four from xl. */
  facultyList: gridSizes({ xs: 1, sm: 2, lg: 3, xl: 4 }),
  /** Office staff and department faculty (CardGrid): one, two from md, four from lg. */
  cardGrid: gridSizes({ xs: 1, md: 2, lg: 4 }),
  /** A profile portrait: col-md-4 col-lg-3, at most 300 px wide (faculty.css). */
  profile: '(min-width: 1400px) 300px, (min-width: 1200px) 261px, (min-width: 768px) 216px, min(300px, calc(100vw - 24px))',
  /** An office's officer card: the col-lg-4 beside the text, full width below lg. */
  officer: gridSizes({ xs: 1, lg: 3 }),
} as const
