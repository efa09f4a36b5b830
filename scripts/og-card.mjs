// Renders the default link-preview card (public/og-card.png, 1200×630) from an SVG with sharp.
// Run once after changing the design: `node scripts/og-card.mjs`; the PNG is committed, so builds
// and servers never need sharp or fonts. Text in DejaVu Sans (Debian's fonts-dejavu-core).
import { writeFile } from 'node:fs/promises'
import sharp from 'sharp'

const NAME = 'Hill Tracts University'
const TAGLINE = ['The first public-private-partnership', 'university of the hill district']
const GREEN = '#115e32'
const GREEN_DARK = '#0b4122'
const GOLD = '#f4b400'

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${GREEN_DARK}"/>
      <stop offset="1" stop-color="${GREEN}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <path d="M0 520 L180 400 L300 470 L470 330 L640 460 L800 360 L980 470 L1200 340 L1200 630 L0 630 Z" fill="#ffffff" fill-opacity="0.06"/>
  <path d="M0 580 L220 470 L380 540 L560 430 L760 540 L940 450 L1200 560 L1200 630 L0 630 Z" fill="#ffffff" fill-opacity="0.08"/>
  <rect x="80" y="92" width="12" height="300" fill="${GOLD}"/>
  <circle cx="1040" cy="150" r="78" fill="#ffffff"/>
  <text x="1040" y="166" font-family="DejaVu Sans" font-size="44" font-weight="700" fill="${GREEN}" text-anchor="middle">HTU</text>
  <text x="130" y="190" font-family="DejaVu Sans" font-size="76" font-weight="700" fill="#ffffff">Hill Tracts</text>
  <text x="130" y="280" font-family="DejaVu Sans" font-size="76" font-weight="700" fill="#ffffff">University</text>
  <text x="130" y="345" font-family="DejaVu Sans" font-size="32" fill="#e8f1eb">${TAGLINE[0]}</text>
  <text x="130" y="387" font-family="DejaVu Sans" font-size="32" fill="#e8f1eb">${TAGLINE[1]}</text>
  <text x="130" y="520" font-family="DejaVu Sans" font-size="30" font-weight="700" fill="${GOLD}">Rangamati, Bangladesh · www.htu.edu.bd</text>
</svg>`

const out = new URL('../public/og-card.png', import.meta.url)
const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true, quality: 90 }).toBuffer()
await writeFile(out, png)
console.log(`${NAME}: wrote ${out.pathname} (${png.length} bytes)`)
