// The photo-like scene as a PNG: the pixels are drawn here, sharp (libvips) encodes them.

import sharp from 'sharp'
import { hexToRgb, sceneGeometry, type Palette, type Rgb } from './scene'

/** Encodes width x height RGB pixels (3 bytes each, row by row) as an 8-bit RGB PNG. */
export async function encodePng(width: number, height: number, rgb: Uint8Array): Promise<Buffer> {
  if (rgb.length !== width * height * 3) throw new RangeError('pixel buffer does not match the size')
  return sharp(rgb, { raw: { width, height, channels: 3 } }).png().toBuffer()
}

/**
 * A photo-like picture of ridges over a lake: sky gradient, sun glow, three ridges and rippled
 * water mirroring them. Ridge heights are computed once per column and colours are blended in
 * place (this runs per pixel, so it avoids allocating).
 */
export function scenePng(width: number, height: number, palette: Palette, seed: number): Promise<Buffer> {
  const scene = sceneGeometry(width, height, seed)
  const skyTop = hexToRgb(palette.skyTop)
  const skyBottom = hexToRgb(palette.skyBottom)
  const sun = hexToRgb(palette.sun)
  const hills = palette.hills.map(hexToRgb)
  const water = hexToRgb(palette.water)
  const deep: Rgb = [8, 20, 30]
  const ridgeHeights = scene.ridges.map((ridge) => Float64Array.from({ length: width }, (_, x) => ridge(x)))
  const glowRadius = scene.sun.r * 4
  const rgb = new Uint8Array(width * height * 3)
  const c = new Float64Array(3)

  const set = (a: Rgb) => {
    c[0] = a[0]
    c[1] = a[1]
    c[2] = a[2]
  }
  /** c = mix(c, b, t) */
  const blend = (b: Rgb, t: number) => {
    const k = t < 0 ? 0 : t > 1 ? 1 : t
    c[0] = (c[0] as number) + (b[0] - (c[0] as number)) * k
    c[1] = (c[1] as number) + (b[1] - (c[1] as number)) * k
    c[2] = (c[2] as number) + (b[2] - (c[2] as number)) * k
  }
  /** Land or sky colour at (x, y) above the waterline, into c. */
  const above = (x: number, y: number) => {
    for (let layer = hills.length - 1; layer >= 0; layer--) {
      const top = (ridgeHeights[layer] as Float64Array)[x] as number
      if (y >= top) {
        set(hills[layer] as Rgb)
        blend(skyBottom, (0.12 * (y - top)) / height)
        return
      }
    }
    set(skyTop)
    blend(skyBottom, y / scene.waterline)
    const dx = x - scene.sun.x
    const dy = y - scene.sun.y
    if (Math.abs(dx) < glowRadius && Math.abs(dy) < glowRadius) {
      const distance = Math.sqrt(dx * dx + dy * dy)
      if (distance <= scene.sun.r) set(sun)
      else blend(sun, Math.max(0, 1 - distance / glowRadius) * 0.5)
    }
  }

  for (let y = 0; y < height; y++) {
    const inWater = y >= scene.waterline
    const mirrorY = Math.max(0, 2 * scene.waterline - y)
    const depth = (y - scene.waterline) / (height * 1.6)
    for (let x = 0; x < width; x++) {
      if (inWater) {
        above(x, mirrorY)
        blend(water, 0.55 + Math.sin(y * 0.9 + Math.sin(x * 0.05) * 2) * 0.06)
        blend(deep, depth)
      } else {
        above(x, y)
      }
      const at = (y * width + x) * 3
      rgb[at] = c[0] as number
      rgb[at + 1] = c[1] as number
      rgb[at + 2] = c[2] as number
    }
  }
  return encodePng(width, height, rgb)
}
