// The social networks' glyphs: their own module, so that only the frame (which links the networks) carries them.
import type { Glyph } from '../Icon'

/** The social networks' glyphs, by the names the site's content uses (src/content/site.ts). */
export const SOCIAL_GLYPHS = {
  facebook: { d: 'M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.6c0-.4.3-.6.7-.6z' },
  youtube: { d: 'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z' },
  twitter: { d: 'M4 4h4.5l4 5.6L17.3 4H20l-6.2 7.2L20.5 20H16l-4.3-6-5.2 6H3.8l6.6-7.6z' },
  linkedin: { d: 'M4 9h4v11H4zm2-6a2 2 0 1 1 0 4 2 2 0 0 1 0-4zm4 6h3.8v1.6c.6-1 1.9-1.9 3.7-1.9 4 0 4.5 2.5 4.5 5.8V20h-4v-4.9c0-1.2 0-2.7-1.7-2.7s-2 1.3-2 2.6v5h-4z' },
  // Outline glyph: a rounded square, the lens ring and the flash dot, drawn with the even-odd rule.
  instagram: { d: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3zm5 3a5 5 0 1 1 0 10 5 5 0 0 1 0-10zm0 2a3 3 0 1 0 0 6 3 3 0 0 0 0-6zm5.5-3.7a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z', evenOdd: true },
} as const satisfies Record<string, Glyph>
