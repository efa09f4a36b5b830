// The site's name, contact details and external addresses: the one place they live. The name, tagline
// and address are written in both languages; the numbers, addresses on the web and colours once.
import { bilingual, type Text } from './bilingual'
import type { Locale } from '../routes/locale'

/** The university's name: the one place it lives (the content's texts name it through this). */
export const SITE_NAME = { en: 'Hill Tracts University', bn: 'হিল ট্র্যাক্টস বিশ্ববিদ্যালয়' } as const satisfies Text

/** The campus address, as each language writes it. */
export const SITE_ADDRESS = { en: 'Main Road, Tabalchari, Rangamati 4500, Bangladesh', bn: 'মেইন রোড, তবলছড়ি, রাঙামাটি ৪৫০০, বাংলাদেশ' } as const satisfies Text

/** The university's line under its name. */
export const SITE_TAGLINE = {
  en: 'The first public-private-partnership university of the hill district',
  bn: 'পার্বত্য জেলার প্রথম সরকারি-বেসরকারি অংশীদারিত্বের বিশ্ববিদ্যালয়',
} as const satisfies Text

export type SocialIcon = 'facebook' | 'youtube' | 'twitter' | 'linkedin' | 'instagram'

/** The site's facts in one language (SITE.in(locale)). */
export interface SiteInfo {
  name: string
  shortName: string
  tagline: string
  colours: { primary: string; accent: string }
  phones: readonly [string, ...string[]]
  email: string
  address: string
  /** The same address in parts, for structured data. */
  postalAddress: { streetAddress: string; addressLocality: string; postalCode: string; addressRegion: string; addressCountry: string }
  /** Map embed of the campus area. */
  mapEmbedUrl: string
  external: {
    applyOnline: string
    /** The admission portal's circulars: the current one here, each intake's below it (circularOf). */
    fullCircular: string
    studentPortal: string
    webmail: string
    library: string
    repository: string
    hr: string
  }
  social: readonly { name: string; href: string; icon: SocialIcon }[]
}

/** The site's facts that are the same in both languages. */
export const SITE_FACTS = {
  shortName: 'HTU',
  colours: { primary: '#115e32', accent: '#115e32' },
  phones: ['+880 2333 371 101', '+880 1713 000 101'],
  email: 'info@htu.edu.bd',
  mapEmbedUrl: 'https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d29483.7!2d92.17!3d22.65!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!5e0!3m2!1sen!2sbd',
  external: {
    applyOnline: 'https://admission.htu.edu.bd/apply',
    fullCircular: 'https://admission.htu.edu.bd/circular',
    studentPortal: 'https://portal.htu.edu.bd/login',
    webmail: 'https://mail.htu.edu.bd',
    library: 'https://library.htu.edu.bd',
    repository: 'https://repository.htu.edu.bd',
    hr: 'https://hr.htu.edu.bd',
  },
} as const satisfies Pick<SiteInfo, 'shortName' | 'colours' | 'phones' | 'email' | 'mapEmbedUrl' | 'external'>

/** The site's facts and texts in both languages: SITE.in(locale) on a page. */
export const SITE = bilingual<SiteInfo>({
  name: SITE_NAME,
  shortName: SITE_FACTS.shortName,
  tagline: SITE_TAGLINE,
  colours: SITE_FACTS.colours,
  phones: SITE_FACTS.phones,
  email: SITE_FACTS.email,
  address: SITE_ADDRESS,
  postalAddress: {
    streetAddress: { en: 'Main Road, Tabalchari', bn: 'মেইন রোড, তবলছড়ি' },
    addressLocality: { en: 'Rangamati', bn: 'রাঙামাটি' },
    postalCode: '4500',
    addressRegion: { en: 'Chittagong Division', bn: 'চট্টগ্রাম বিভাগ' },
    addressCountry: 'BD',
  },
  mapEmbedUrl: SITE_FACTS.mapEmbedUrl,
  external: SITE_FACTS.external,
  social: [
    { name: { en: 'Facebook', bn: 'ফেসবুক' }, href: 'https://www.facebook.com/hilltractsuniversity', icon: 'facebook' },
    { name: { en: 'YouTube', bn: 'ইউটিউব' }, href: 'https://www.youtube.com/@hilltractsuniversity', icon: 'youtube' },
    { name: { en: 'Twitter', bn: 'টুইটার' }, href: 'https://twitter.com/', icon: 'twitter' },
    { name: { en: 'LinkedIn', bn: 'লিংকডইন' }, href: 'https://www.linkedin.com/', icon: 'linkedin' },
    { name: { en: 'Instagram', bn: 'ইনস্টাগ্রাম' }, href: 'https://www.instagram.com/', icon: 'instagram' },
  ],
})

/** A page's browser title: "Page | Site name" / "পাতা | বিশ্ববিদ্যালয়ের নাম". */
export const pageTitle = (title: string, locale: Locale) => `${title} | ${SITE_NAME[locale]}`
