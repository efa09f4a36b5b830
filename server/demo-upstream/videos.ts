// Videos: 60 titles from templates, 11-character platform ids, a few with their own
// thumbnail (most derive it from the video id), plus one record without a video id.

import type { RawVideo } from '../upstream/schemas'
import { articleVars } from './articles'
import { UNIVERSITY } from './content'
import { addDays, dateSeries, DEMO_TODAY } from './dates'
import type { FileStore } from './files'
import { NameGenerator } from './names'
import { areaRng } from './prng'
import { PALETTES, PALETTE_NAMES } from './scene'
import { sceneSvg } from './svg'
import { fill } from './text'

export const VIDEO_COUNT = 60

const TITLES = [
  'Campus Tour {year}: A Walk by Kaptai Lake',
  'Convocation {year} Highlights',
  'Guest Lecture: {theme}',
  'Admission {nextSemester}: How to Apply Online',
  'Student Voices: Studying {deptName} in Rangamati',
  'Department of {deptName}: Programme Overview',
  'Cultural Night {year}: Biju, Sangrai and Boisabi',
  'Webinar: {theme}',
  'Orientation Programme, {semester}',
  'Annual Sports Week {year}: Boat Race Final',
  'Research Showcase: {theme}',
  '{pastHoliday} Celebration on Campus',
  'Inside the Central Library',
  'Alumni Talk: Working with {partner}',
  'Seminar Highlights: {theme}',
  'Field Trip to {place}',
] as const

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

export function buildVideos(files: FileStore): RawVideo[] {
  const rng = areaRng('videos')
  const names = new NameGenerator(rng.fork('names'))
  const dates = dateSeries(rng, addDays(DEMO_TODAY, -2), VIDEO_COUNT, 12)
  const seen = new Set<string>()
  const videos = dates.map((date, i): RawVideo => {
    const id = VIDEO_COUNT - i
    let title = fill(TITLES[(id * 7) % TITLES.length] ?? TITLES[0], articleVars(rng, names, date))
    for (let part = 2; seen.has(title); part++) title = `${title.replace(/ \(Part \d+\)$/, '')} (Part ${part})`
    seen.add(title)
    const palette = PALETTES[PALETTE_NAMES[id % PALETTE_NAMES.length] ?? 'dusk']
    const thumbnail = id % 5 === 0
      ? files.svg(`${UNIVERSITY.uploads}/videos/thumbnail-${id}.svg`, () => sceneSvg({ width: 1280, height: 720, palette, seed: id, title, kicker: 'Video' }))
      : id % 13 === 0
        ? files.png(`${UNIVERSITY.uploads}/videos/thumbnail-${id}.png`, 640, 360, palette, id)
        : rng.pick([null, ''])
    return { id, title, video_id: rng.chars(ID_ALPHABET, 11), date, thumbnail }
  })
  // Malformed: no video id, so nothing can be played.
  videos.splice(3, 0, { id: VIDEO_COUNT + 1, title: 'Live stream (removed)', video_id: null, date: dates[3], thumbnail: null })
  return videos
}
