// Paths that show each page of the site, keyed by its URL pattern (dist/page-table.json), with the
// browser title it must show (without the site's suffix; home: its whole title) and a text its server
// HTML holds. Parameterised pages visit examples from the demo upstream's data, whatever its date.
// tests/http/page-table.test.ts checks every page of the build has a visit here (but the redirect).

export interface Visit {
  path: string
  title: string
  mustContain: string
}

export const VISITS: Readonly<Record<string, readonly Visit[]>> = {
  '/': [{ path: '/', title: 'Hill Tracts University | The first public-private-partnership university of the hill district', mustContain: 'Latest News' }],
  '/all-notice': [{ path: '/all-notice', title: 'All Notices', mustContain: 'Notice' }],
  '/all-news': [{ path: '/all-news', title: 'Latest News', mustContain: 'News' }],
  '/all-events': [{ path: '/all-events', title: 'Events', mustContain: 'Events' }],
  '/videos': [{ path: '/videos', title: 'Video Gallery', mustContain: 'Video' }],
  '/career': [{ path: '/career', title: 'Career', mustContain: 'View Details' }],
  '/faculty': [{ path: '/faculty', title: 'Faculty Members', mustContain: 'View Profile' }],
  '/admission-advertisements': [{ path: '/admission-advertisements', title: 'Admission Advertisements', mustContain: 'Admission Advertisements' }],
  '/search': [{ path: '/search', title: 'Search', mustContain: 'role="search"' }],
  '/academic-calendar': [{ path: '/academic-calendar', title: 'Academic Calendar', mustContain: 'Calendar' }],
  '/admission-result': [{ path: '/admission-result', title: 'Admission Test Result', mustContain: 'Admission Test Result' }],
  '/notice/:id': [{ path: '/notice/1194', title: 'Re-admission and Course Retake Registration (18 Jan 2026)', mustContain: 'Recent Notices' }],
  '/news/:id': [{ path: '/news/301', title: 'Volunteers Clean Up the Shore of Kaptai Lake near Kaptai National Park (20 Jan 2025)', mustContain: 'Kaptai' }],
  '/career-details/:id': [{ path: '/career-details/67', title: 'Driver, Transport Office', mustContain: 'Driver' }],
  '/profile/:id': [{ path: '/profile/T-1001', title: 'Dr. Shahriar Sarker', mustContain: 'Dr. Shahriar Sarker' }],
  '/program/:slug': [{ path: '/program/cse', title: 'BSc in Computer Science and Engineering', mustContain: 'Computer Science' }, { path: '/program/bba', title: 'Bachelor of Business Administration (BBA)', mustContain: 'Business' }],
  '/:office': [{ path: '/vc', title: 'Vice Chancellor', mustContain: 'Message from the Vice Chancellor' }, { path: '/coe', title: 'Controller of Examinations', mustContain: 'Dr. Ushwe Sing Marma' }],
  '/:department': [{ path: '/cse', title: 'Department of CSE', mustContain: 'Department of Computer Science and Engineering' }],
  '/accessibility': [{ path: '/accessibility', title: 'Accessibility', mustContain: 'Tell Us About a Barrier' }],
  '/programs': [{ path: '/programs', title: 'Programmes', mustContain: 'Hospitality and Tourism Management' }],
  '/about': [{ path: '/about', title: 'About Us', mustContain: 'first public-private-partnership (PPP) university of the hill district' }],
  '/mission-vision': [{ path: '/mission-vision', title: 'Mission and Vision', mustContain: 'Our Vision' }],
  '/at-a-glance': [{ path: '/at-a-glance', title: 'At a Glance', mustContain: '1,92,978' }],
  '/achievements': [{ path: '/achievements', title: 'Achievements', mustContain: 'Business Administration' }],
  '/faq': [{ path: '/faq', title: 'FAQ', mustContain: 'When was Hill Tracts University established?' }],
  '/forms-downloads': [{ path: '/forms-downloads', title: 'Forms and Downloads', mustContain: 'href="/admission-form"' }],
  '/contact': [{ path: '/contact', title: 'Contact Us', mustContain: 'action="/api/contact"' }],
  '/alumni': [{ path: '/alumni', title: 'Alumni', mustContain: 'Alumni Association' }],
  '/legal': [{ path: '/legal', title: 'Legal', mustContain: 'Legal' }],
  '/privacy-policy': [{ path: '/privacy-policy', title: 'Privacy Policy', mustContain: 'Privacy Policy' }],
  '/admission-requirements': [{ path: '/admission-requirements', title: 'Admission Requirements', mustContain: 'Admission Requirements' }],
  '/admission-instruction': [{ path: '/admission-instruction', title: 'Admission Circular, Spring 2026', mustContain: 'Admission Circular' }],
  '/fees': [{ path: '/fees', title: 'Fees', mustContain: 'Tuition' }],
  '/admission-form': [{ path: '/admission-form', title: 'Download Admission Form', mustContain: 'action="/api/admission-documents/admission-form"' }],
  '/admit-card': [{ path: '/admit-card', title: 'Download Admit Card', mustContain: 'action="/api/admission-documents/admit-card"' }],
  '/offer-letter': [{ path: '/offer-letter', title: 'Download Offer Letter', mustContain: 'action="/api/admission-documents/offer-letter"' }],
}

/** Every visit, with the pattern of its page. */
export const ALL_VISITS: readonly (Visit & { pattern: string })[] = Object.entries(VISITS).flatMap(([pattern, visits]) => visits.map((v) => ({ ...v, pattern })))

/** The visit of a fixed path (throws for a path nothing visits: a test's typo). */
export function visitOf(path: string): Visit & { pattern: string } {
  const found = ALL_VISITS.find((v) => v.path === path)
  if (!found) throw new Error(`no visit of tests/support/page-visits.ts is ${path}`)
  return found
}
