// The site's name, address and social names in Bengali: the one place the Bengali name lives. Numbers,
// addresses on the web and colours are the English module's (../site), taken from it, not copied.
import { SITE as EN_SITE } from '../site'
import type { Widen } from './format'

/** The social networks' names as Bengali readers write them. */
const SOCIAL_NAMES: Record<(typeof EN_SITE.social)[number]['icon'], string> = {
  facebook: 'ফেসবুক',
  youtube: 'ইউটিউব',
  twitter: 'টুইটার',
  linkedin: 'লিংকডইন',
  instagram: 'ইনস্টাগ্রাম',
}

export const SITE: Widen<typeof EN_SITE> = {
  ...EN_SITE,
  name: 'হিল ট্র্যাক্টস বিশ্ববিদ্যালয়',
  tagline: 'পার্বত্য জেলার প্রথম সরকারি-বেসরকারি অংশীদারিত্বের বিশ্ববিদ্যালয়',
  address: 'মেইন রোড, তবলছড়ি, রাঙামাটি ৪৫০০, বাংলাদেশ',
  postalAddress: { ...EN_SITE.postalAddress, streetAddress: 'মেইন রোড, তবলছড়ি', addressLocality: 'রাঙামাটি', addressRegion: 'চট্টগ্রাম বিভাগ' },
  // map() keeps the length; TypeScript types its result as an array, not the five-item tuple.
  social: EN_SITE.social.map((network) => ({ ...network, name: SOCIAL_NAMES[network.icon] })) as unknown as Widen<typeof EN_SITE>['social'],
}

/** A page's browser title: "পাতা | বিশ্ববিদ্যালয়ের নাম". */
export const pageTitle = (title: string) => `${title} | ${SITE.name}`
