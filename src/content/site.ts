// The site's name, contact details and external addresses: the one place they live.

export const SITE = {
  name: 'Hill Tracts University',
  shortName: 'HTU',
  tagline: 'The first public-private-partnership university of the hill district',
  colours: { primary: '#115e32', accent: '#115e32' },
  phones: ['+880 2333 371 101', '+880 1713 000 101'],
  email: 'info@htu.edu.bd',
  address: 'Main Road, Tabalchari, Rangamati 4500, Bangladesh',
  /** The same address in parts, for structured data. */
  postalAddress: { streetAddress: 'Main Road, Tabalchari', addressLocality: 'Rangamati', postalCode: '4500', addressRegion: 'Chittagong Division', addressCountry: 'BD' },
  /** Map embed of the campus area. */
  mapEmbedUrl: 'https://www.google.com/maps/embed?pb=!1m14!1m12!1m3!1d29483.7!2d92.17!3d22.65!2m3!1f0!2f0!3f0!3m2!1i1024!2i768!4f13.1!5e0!3m2!1sen!2sbd',
  external: {
    applyOnline: 'https://admission.htu.edu.bd/apply',
    /** The admission portal's circulars: the current one here, each intake's below it (circularOf). */
    fullCircular: 'https://admission.htu.edu.bd/circular',
    studentPortal: 'https://portal.htu.edu.bd/login',
    webmail: 'https://mail.htu.edu.bd',
    library: 'https://library.htu.edu.bd',
    repository: 'https://repository.htu.edu.bd',
    hr: 'https://hr.htu.edu.bd',
  },
  social: [
    { name: 'Facebook', href: 'https://www.facebook.com/hilltractsuniversity', icon: 'facebook' },
    { name: 'YouTube', href: 'https://www.youtube.com/@hilltractsuniversity', icon: 'youtube' },
    { name: 'Twitter', href: 'https://twitter.com/', icon: 'twitter' },
    { name: 'LinkedIn', href: 'https://www.linkedin.com/', icon: 'linkedin' },
    { name: 'Instagram', href: 'https://www.instagram.com/', icon: 'instagram' },
  ],
} as const

/** A page's browser title: "Page | Site name". */
export const pageTitle = (title: string) => `${title} | ${SITE.name}`
