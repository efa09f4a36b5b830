// The site's name, contact details and external addresses in Bengali: the one place the Bengali name lives.
import type { SITE as EN_SITE } from '../site'
import type { Widen } from './format'

export const SITE: Widen<typeof EN_SITE> = {
  name: 'হিল ট্র্যাক্টস বিশ্ববিদ্যালয়',
  shortName: 'HTU',
  tagline: 'পার্বত্য জেলার প্রথম সরকারি-বেসরকারি অংশীদারিত্বের বিশ্ববিদ্যালয়',
  colours: { primary: '#115e32', accent: '#115e32' },
  phones: ['+880 2333 371 101', '+880 1713 000 101'],
  email: 'info@htu.edu.bd',
  address: 'মেইন রোড, তবলছড়ি, রাঙামাটি ৪৫০০, বাংলাদেশ',
  postalAddress: { streetAddress: 'মেইন রোড, তবলছড়ি', addressLocality: 'রাঙামাটি', postalCode: '4500', addressRegion: 'চট্টগ্রাম বিভাগ', addressCountry: 'BD' },
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
  social: [
    { name: 'ফেসবুক', href: 'https://www.facebook.com/hilltractsuniversity', icon: 'facebook' },
    { name: 'ইউটিউব', href: 'https://www.youtube.com/@hilltractsuniversity', icon: 'youtube' },
    { name: 'টুইটার', href: 'https://twitter.com/', icon: 'twitter' },
    { name: 'লিংকডইন', href: 'https://www.linkedin.com/', icon: 'linkedin' },
    { name: 'ইনস্টাগ্রাম', href: 'https://www.instagram.com/', icon: 'instagram' },
  ],
}

/** A page's browser title: "পাতা | বিশ্ববিদ্যালয়ের নাম". */
export const pageTitle = (title: string) => `${title} | ${SITE.name}`
