// Inline SVG icons (no icon font: nothing extra to download on a slow network). One constant per glyph,
// so a page's JavaScript carries only the outlines it draws.

/** A glyph on a 24×24 grid; `evenOdd` where its holes come from nested outlines. */
export interface Glyph {
  d: string
  evenOdd?: true
}

export const iconPhone: Glyph = { d: 'M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z' }
export const iconMail: Glyph = { d: 'M20 4H4a2 2 0 0 0-2 2v12c0 1.1.9 2 2 2h16a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2zm0 4-8 5-8-5V6l8 5 8-5z' }
export const iconLocation: Glyph = { d: 'M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z' }
export const iconGrid: Glyph = { d: 'M4 4h4v4H4zm6 0h4v4h-4zm6 0h4v4h-4zM4 10h4v4H4zm6 0h4v4h-4zm6 0h4v4h-4zM4 16h4v4H4zm6 0h4v4h-4zm6 0h4v4h-4z' }
export const iconMenu: Glyph = { d: 'M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z' }
export const iconClose: Glyph = { d: 'M18.3 5.7 12 12l6.3 6.3-1.4 1.4L10.6 13.4 4.3 19.7l-1.4-1.4L9.2 12 2.9 5.7l1.4-1.4 6.3 6.3 6.3-6.3z' }
export const iconChevron: Glyph = { d: 'M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z' }
export const iconPause: Glyph = { d: 'M6 5h4v14H6zm8 0h4v14h-4z' }
export const iconPlay: Glyph = { d: 'M7 4.5v15L19.5 12z' }
export const iconSearch: Glyph = { d: 'M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z', evenOdd: true }
export const iconUser: Glyph = { d: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-3.3 0-10 1.7-10 5v3h20v-3c0-3.3-6.7-5-10-5z' }

export function Icon({ glyph, size = 18, label }: { glyph: Glyph; size?: number; label?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={glyph.d} fillRule={glyph.evenOdd ? 'evenodd' : undefined} />
    </svg>
  )
}
