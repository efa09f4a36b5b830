// Home page feeds: six slideshow banners (1600x600) and eight ticker items.

import { intakeText, shiftDate } from './dates'
import type { RawBanner, RawMarquee, RawNotice } from '../upstream/schemas'
import { UNIVERSITY } from './content'
import type { FileStore } from './files'
import { PALETTES, type PaletteName } from './scene'
import { sceneSvg } from './svg'

interface BannerRow { title: string; subtitle: string; kicker: string; palette: PaletteName; format: 'svg' | 'png' }

const BANNERS: readonly BannerRow[] = [
  { kicker: 'Admission open', title: 'Spring 2026 Admission', subtitle: 'Apply online by 21 February 2026. Admission test on 26 February 2026.', palette: 'morning', format: 'svg' },
  { kicker: 'Rangamati', title: 'Where the Hills Meet Learning', subtitle: 'The first public-private partnership university of the hill districts.', palette: 'lake', format: 'svg' },
  { kicker: 'Campus life', title: 'A Campus on the Shores of Kaptai Lake', subtitle: 'Clubs, sports and culture among the hills.', palette: 'dusk', format: 'svg' },
  { kicker: 'Research', title: 'Research for the Hill Tracts', subtitle: '262 research projects on technology, governance, business and tourism.', palette: 'monsoon', format: 'svg' },
  { kicker: 'Photo', title: 'Kaptai Lake at dawn', subtitle: '', palette: 'harvest', format: 'png' },
  { kicker: 'Programmes', title: 'Study Hospitality and Tourism in Rangamati', subtitle: 'Learn where visitors come to see Sajek Valley and the Hanging Bridge.', palette: 'harvest', format: 'svg' },
]

export function buildBanners(files: FileStore): RawBanner[] {
  return BANNERS.map((fixed, i) => {
    // The admission banner names the intake the site announces (src/content/intakes.ts).
    const row = { ...fixed, title: intakeText(fixed.title), subtitle: intakeText(fixed.subtitle) }
    const id = i + 1
    const path = `${UNIVERSITY.uploads}/banner/banner-${id}.${row.format}`
    const palette = PALETTES[row.palette]
    const images_path = row.format === 'png'
      ? files.png(path, 1600, 600, palette, 7 * id)
      : files.svg(path, () => sceneSvg({ width: 1600, height: 600, palette, seed: 7 * id, title: row.title, subtitle: row.subtitle, kicker: row.kicker }))
    return { id, images_path }
  })
}

interface MarqueeRow { name: string; date: string; link: string | null }

const FIXED_MARQUEE: readonly MarqueeRow[] = [
  { name: 'Spring 2026 admission is going on: apply online by 21 February 2026', date: '2026-01-05', link: '/admission-instruction' },
  { name: 'Admission test for Spring 2026 on 26 February 2026 at 10:00 AM', date: '2026-01-05', link: '/admission-test' },
  { name: 'Applications invited for teaching and administrative posts', date: '2025-12-28', link: '/career' },
  { name: 'Academic calendar for Spring 2026 published', date: '2025-12-20', link: '/academic-calendar' },
  { name: 'Download admit cards for the Spring 2026 admission test', date: '2026-01-15', link: '' },
]

/** Three ticker items point at the newest notices; the rest are fixed announcements. */
export function buildMarquee(notices: readonly RawNotice[]): RawMarquee[] {
  const fromNotices = notices
    .filter((n) => typeof n.id === 'number' && n.head_line)
    .slice(0, 3)
    .map((n): MarqueeRow => ({ name: n.head_line ?? '', date: n.date ?? '', link: `/notice/${n.id}` }))
  // Announcements of the site's intake, published on days moved with the demo's today.
  const fixed = FIXED_MARQUEE.map((row) => ({ ...row, name: intakeText(row.name), date: shiftDate(row.date) }))
  return [...fromNotices, ...fixed].map((row, i) => ({ id: i + 1, ...row }))
}
