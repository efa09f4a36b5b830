// What the career, faculty, contact and written-page tests share: their pages' expected texts, raw demo-upstream calls, contact-form posts.
import { visitOf } from './page-visits'
import { decodeEntities, TEST_CREDENTIAL } from './processes'

/** Texts the server HTML of this area's pages must hold, beside the title its visit gives (page-visits.ts). */
const TEXTS: Record<string, string[]> = {
  '/career': ['<h1>Career</h1>', 'Any', 'Academic', 'Non Academic', 'View Details'],
  '/faculty': ['<h1>Faculty Members</h1>', 'Search by name', 'View Profile'],
  '/contact': ['<h1>Contact Us</h1>', 'action="/api/contact"', 'Send Message'],
  '/faq': ['<h1>FAQ</h1>', 'href="/contact"', 'When was Hill Tracts University established?'],
  '/about': ['<h1>About Us</h1>', 'Apply Now', '7 February 2019', 'first public-private-partnership (PPP) university of the hill district'],
  '/mission-vision': ['<h1>Mission and Vision</h1>', 'Our Mission', 'Our Vision'],
  '/at-a-glance': ['<h1>At a Glance</h1>', '7 February 2019', '1,92,978', '262', '50+', '500+'],
  '/achievements': ['<h1>Achievements</h1>', 'Computer Science and Engineering', 'Business Administration'],
  '/forms-downloads': ['<h1>Forms and Downloads</h1>', 'href="/admission-form"', 'href="/fees"'],
  '/alumni': ['<h1>Alumni</h1>', 'Alumni Association', 'Registration', 'href="/contact"'],
}

/** Every route of this area, with its title (from page-visits.ts) and texts. */
export const ROUTES: { path: string; title: string; texts: string[] }[] = Object.entries(TEXTS).map(([path, texts]) => ({ path, title: visitOf(path).title, texts }))

/** The page's HTML with entities decoded and React's text separators removed. */
export const textOf = (html: string) => decodeEntities(html.replace(/<!-- -->/g, ''))

/** Calls the demo upstream directly (raw records, to choose test ids). */
export async function rawUpstream<T>(upstreamUrl: string, path: string, body: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${upstreamUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...TEST_CREDENTIAL, ...body }),
  })
  return (await res.json()) as T
}

export interface RawCareerLite {
  id: number | string
  designation_name?: string | null
  subject?: string | null
  gender?: string | null
}

export const VALID_MESSAGE = {
  name: 'Rina Chakma',
  email: 'rina@example.com',
  subject: 'Admission',
  message: 'When does the next semester start?',
}

/** POSTs the contact form as the enhanced page does (JSON in, JSON out). */
export async function postContactJson(siteUrl: string, body: unknown) {
  const res = await fetch(`${siteUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
  const text = await res.text()
  let json: { message?: string } | null = null
  try {
    json = JSON.parse(text) as { message?: string }
  } catch {
    json = null
  }
  return { status: res.status, headers: res.headers, json, text }
}

/** POSTs the contact form as a browser without JavaScript does: the 303 is followed with the outcome cookie. */
export async function postContactForm(siteUrl: string, fields: Record<string, string>) {
  const res = await fetch(`${siteUrl}/api/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  })
  const location = res.headers.get('location')
  if (res.status !== 303 || !location) return { status: res.status, headers: res.headers, body: await res.text() }
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]!).join('; ')
  const page = await fetch(new URL(location, siteUrl), { headers: { cookie }, redirect: 'manual' })
  return { status: page.status, headers: page.headers, body: await page.text() }
}

/** The contact-form calls the demo upstream has received. */
export async function contactCalls(upstream: { calls(): Promise<Record<string, number>> }) {
  return (await upstream.calls())['/api/contact-form'] ?? 0
}
