// SVG renderers: scene pictures with a caption (banners, news, events, thumbnails),
// paper notices (notice attachments, advertisements) and portrait placeholders (teachers).

import { sceneGeometry, type Palette } from './scene'
import { escapeXml, initials, wrap } from './text'

const FONT = "'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"

function svgDocument(width: number, height: number, label: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">\n` +
    `<title>${escapeXml(label)}</title>\n${body}\n</svg>\n`
  )
}

/** <text> lines, wrapped to the width available at that font size; an ellipsis marks a cut. */
function textBlock(text: string, x: number, y: number, opts: { size: number; width: number; weight?: number; fill: string; leading?: number; maxLines?: number }): { svg: string; bottom: number } {
  const leading = opts.leading ?? opts.size * 1.25
  const charWidth = opts.size * ((opts.weight ?? 400) >= 600 ? 0.56 : 0.5)
  const all = wrap(text, Math.max(8, Math.floor(opts.width / charWidth)))
  const lines = all.slice(0, opts.maxLines ?? all.length)
  if (lines.length < all.length) lines[lines.length - 1] = `${(lines[lines.length - 1] ?? '').replace(/[\s,;:.-]*\S{0,12}$/, '')}\u2026`
  const svg = lines
    .map((line, i) => `<text x="${x}" y="${(y + i * leading).toFixed(1)}" font-family="${FONT}" font-size="${opts.size}" font-weight="${opts.weight ?? 400}" fill="${opts.fill}">${escapeXml(line)}</text>`)
    .join('\n')
  return { svg, bottom: y + (lines.length - 1) * leading }
}

function ridgePath(ridge: (x: number) => number, width: number, bottom: number): string {
  const steps = 64
  const points: string[] = []
  for (let i = 0; i <= steps; i++) {
    const x = (width * i) / steps
    points.push(`${x.toFixed(1)},${ridge(x).toFixed(1)}`)
  }
  return `M0,${bottom} L${points.join(' L')} L${width},${bottom} Z`
}

export interface SceneSvgSpec {
  width: number
  height: number
  palette: Palette
  seed: number
  title: string
  subtitle?: string
  /** Small text above the title ('ADMISSION', 'NEWS', a date). */
  kicker?: string
}

export function sceneSvg(spec: SceneSvgSpec): string {
  const { width, height, palette } = spec
  const scene = sceneGeometry(width, height, spec.seed)
  const ridges = scene.ridges
    .map((ridge, i) => `<path d="${ridgePath(ridge, width, scene.waterline)}" fill="${palette.hills[i] ?? palette.accent}"/>`)
    .join('\n')
  // Sizes follow the shorter side, so portrait posters get the same proportions as banners.
  const unit = Math.min(height, width * 0.5625)
  const pad = Math.round(unit * 0.08)
  const panelWidth = width > height ? Math.min(width * 0.62, 980) : width - pad * 2
  const titleSize = Math.round(unit * (spec.title.length > 48 ? 0.072 : 0.085))
  const kicker = spec.kicker
    ? `<text x="${pad * 2}" y="${pad * 2}" font-family="${FONT}" font-size="${Math.round(titleSize * 0.42)}" font-weight="700" letter-spacing="3" fill="#ffe08a">${escapeXml(spec.kicker.toUpperCase())}</text>`
    : ''
  const title = textBlock(spec.title, pad * 2, pad * 2 + titleSize * 1.25, { size: titleSize, width: panelWidth - pad * 2, weight: 700, fill: '#ffffff', maxLines: width > height ? 4 : 5 })
  const subtitle = spec.subtitle
    ? textBlock(spec.subtitle, pad * 2, title.bottom + titleSize * 1.1, { size: Math.round(titleSize * 0.5), width: panelWidth - pad * 2, fill: '#f1f5f2', maxLines: width > height ? 2 : 4 })
    : { svg: '', bottom: title.bottom }
  const panelHeight = subtitle.bottom - pad + Math.round(pad * 0.9)
  return svgDocument(
    width,
    height,
    spec.title,
    `<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.skyTop}"/><stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient>
<radialGradient id="glow"><stop offset="0" stop-color="${palette.sun}" stop-opacity="0.9"/><stop offset="1" stop-color="${palette.sun}" stop-opacity="0"/></radialGradient>
<linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.water}" stop-opacity="0.85"/><stop offset="1" stop-color="#0b1d26"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${scene.sun.x.toFixed(1)}" cy="${scene.sun.y.toFixed(1)}" r="${(scene.sun.r * 4).toFixed(1)}" fill="url(#glow)"/>
<circle cx="${scene.sun.x.toFixed(1)}" cy="${scene.sun.y.toFixed(1)}" r="${scene.sun.r.toFixed(1)}" fill="${palette.sun}"/>
${ridges}
<g transform="translate(0 ${(2 * scene.waterline).toFixed(1)}) scale(1 -1)" opacity="0.35">${ridges}</g>
<rect y="${scene.waterline.toFixed(1)}" width="${width}" height="${(height - scene.waterline).toFixed(1)}" fill="url(#water)"/>
<rect x="${pad}" y="${pad}" width="${panelWidth.toFixed(0)}" height="${Math.max(panelHeight, titleSize * 2).toFixed(0)}" rx="${Math.round(pad / 3)}" fill="${palette.accent}" fill-opacity="0.78"/>
${kicker}
${title.svg}
${subtitle.svg}`,
  )
}

export interface PaperSvgSpec {
  letterhead: string
  reference: string
  date: string
  title: string
  paragraphs: readonly string[]
  signature: readonly string[]
  accent: string
}

/** A printed notice as it is pinned to the board (A4 proportions). */
export function paperSvg(spec: PaperSvgSpec): string {
  const width = 1240
  const height = 1754
  const margin = 110
  const inner = width - margin * 2
  const parts: string[] = [
    `<rect width="${width}" height="${height}" fill="#fdfcf7"/>`,
    `<rect width="${width}" height="170" fill="${spec.accent}"/>`,
    `<circle cx="${margin + 45}" cy="85" r="48" fill="#ffffff" fill-opacity="0.9"/>`,
    `<path d="M${margin + 12},105 L${margin + 35},70 L${margin + 50},88 L${margin + 62},76 L${margin + 80},105 Z" fill="${spec.accent}"/>`,
    `<text x="${margin + 120}" y="80" font-family="${FONT}" font-size="40" font-weight="700" fill="#ffffff">${escapeXml(spec.letterhead)}</text>`,
    `<text x="${margin + 120}" y="124" font-family="${FONT}" font-size="24" fill="#e8f3ec">Rangamati, Chattogram Hill Tracts, Bangladesh</text>`,
    `<text x="${margin}" y="250" font-family="${FONT}" font-size="24" fill="#333">Ref: ${escapeXml(spec.reference)}</text>`,
    `<text x="${width - margin}" y="250" text-anchor="end" font-family="${FONT}" font-size="24" fill="#333">Date: ${escapeXml(spec.date)}</text>`,
    `<text x="${width / 2}" y="340" text-anchor="middle" font-family="${FONT}" font-size="44" font-weight="700" letter-spacing="6" fill="#111">NOTICE</text>`,
  ]
  const title = textBlock(spec.title, margin, 430, { size: 34, width: inner, weight: 700, fill: '#111', maxLines: 3 })
  parts.push(title.svg)
  let y = title.bottom + 80
  for (const paragraph of spec.paragraphs) {
    if (y > height - 420) break
    const block = textBlock(paragraph, margin, y, { size: 27, width: inner, fill: '#222', leading: 40, maxLines: Math.floor((height - 420 - y) / 40) + 1 })
    parts.push(block.svg)
    y = block.bottom + 62
  }
  spec.signature.forEach((line, i) => {
    parts.push(`<text x="${width - margin}" y="${height - 260 + i * 36}" text-anchor="end" font-family="${FONT}" font-size="${i === 0 ? 28 : 24}" font-weight="${i === 0 ? 700 : 400}" fill="#222">${escapeXml(line)}</text>`)
  })
  parts.push(`<path d="M${width - margin - 300},${height - 300} q60,-50 110,-8 t100,-12 t90,6" stroke="#1f3b73" stroke-width="4" fill="none"/>`)
  return svgDocument(width, height, spec.title, parts.join('\n'))
}

/** A portrait placeholder: silhouette and initials on a soft background. */
export function portraitSvg(name: string, palette: Palette): string {
  const size = 400
  return svgDocument(
    size,
    size,
    name,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.skyBottom}"/><stop offset="1" stop-color="${palette.skyTop}"/></linearGradient></defs>
<rect width="${size}" height="${size}" fill="url(#bg)"/>
<circle cx="200" cy="160" r="78" fill="${palette.hills[1]}" fill-opacity="0.85"/>
<path d="M60,400 C60,290 130,250 200,250 C270,250 340,290 340,400 Z" fill="${palette.hills[2]}" fill-opacity="0.9"/>
<circle cx="330" cy="330" r="52" fill="${palette.accent}"/>
<text x="330" y="348" text-anchor="middle" font-family="${FONT}" font-size="46" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text>`,
  )
}
