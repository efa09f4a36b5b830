// The hill-and-lake scene every generated picture is built on (Rangamati: green ridges around
// Kaptai Lake). The geometry is shared by the SVG and PNG renderers so both look alike.

import { Rng } from './prng'

export type Rgb = readonly [number, number, number]

export interface Palette {
  skyTop: string
  skyBottom: string
  sun: string
  /** Ridge colours from the farthest (lightest) to the nearest. */
  hills: readonly [string, string, string]
  water: string
  /** Accent for text panels and badges. */
  accent: string
}

export const PALETTES = {
  morning: { skyTop: '#8fd3f4', skyBottom: '#f6f3d8', sun: '#ffe08a', hills: ['#9cc9a0', '#4f9a63', '#115e32'], water: '#3f86a8', accent: '#115e32' },
  lake: { skyTop: '#5fa8d3', skyBottom: '#cae9ff', sun: '#fff3b0', hills: ['#8ab8a8', '#3d7f6a', '#1b4d3e'], water: '#1f6f8b', accent: '#1b4d3e' },
  dusk: { skyTop: '#355c7d', skyBottom: '#f8b195', sun: '#f67280', hills: ['#6c5b7b', '#3f4a6b', '#22304a'], water: '#2b4162', accent: '#c06c84' },
  monsoon: { skyTop: '#7d8a96', skyBottom: '#d9e2e8', sun: '#eef3f6', hills: ['#8fa89a', '#567d63', '#2f5140'], water: '#4d6b78', accent: '#2f5140' },
  harvest: { skyTop: '#f6d365', skyBottom: '#fdf6e3', sun: '#fda085', hills: ['#c2b280', '#8a9a5b', '#4b6b33'], water: '#5b8c85', accent: '#8a5a00' },
} as const satisfies Record<string, Palette>

export type PaletteName = keyof typeof PALETTES
export const PALETTE_NAMES = Object.keys(PALETTES) as PaletteName[]

export function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16)
  return [(n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff]
}

export interface SceneGeometry {
  width: number
  height: number
  /** Where the lake begins. */
  waterline: number
  sun: { x: number; y: number; r: number }
  /** Height of each ridge (far to near) at x. */
  ridges: ((x: number) => number)[]
}

export function sceneGeometry(width: number, height: number, seed: number): SceneGeometry {
  const rng = new Rng(seed)
  const ridges = [0, 1, 2].map((layer) => {
    const base = height * (0.42 + layer * 0.1)
    const amplitude = height * (0.1 - layer * 0.02)
    const f1 = (rng.int(2, 4) * Math.PI) / width
    const f2 = (rng.int(5, 9) * Math.PI) / width
    const p1 = rng.next() * Math.PI * 2
    const p2 = rng.next() * Math.PI * 2
    return (x: number) => base - amplitude * (0.65 * Math.sin(x * f1 + p1) + 0.35 * Math.sin(x * f2 + p2))
  })
  return {
    width,
    height,
    waterline: height * 0.8,
    sun: { x: width * (0.6 + rng.next() * 0.3), y: height * (0.18 + rng.next() * 0.12), r: height * 0.07 },
    ridges,
  }
}
