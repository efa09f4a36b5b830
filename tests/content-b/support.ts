// Helpers shared by the content-b integration and browser tests.
import { decodeEntities, TEST_CREDENTIAL } from '../support/processes'

/** Every route of this area, with its title and a few texts its server HTML must hold. */
export const ROUTES: { path: string; title: string; texts: string[] }[] = [
  { path: '/career', title: 'Career', texts: ['<h1>Career</h1>', 'Any', 'Academic', 'Non Academic', 'View Details'] },
  { path: '/faculty', title: 'Faculty Members', texts: ['<h1>Faculty Members</h1>', 'Search by name', 'View Profile'] },
  { path: '/contact', title: 'Contact Us', texts: ['<h1>Contact Us</h1>', 'action="/api/contact"', 'Send Message'] },
  { path: '/faq', title: 'FAQ', texts: ['<h1>FAQ</h1>', 'href="/contact"', 'When was Hill Tracts University established?'] },
  { path: '/about', title: 'About Us', texts: ['<h1>About Us</h1>', 'Apply Now', '7 February 2019', 'first public-private-partnership (PPP) university of the hill district'] },
  { path: '/mission-vision', title: 'Mission and Vision', texts: ['<h1>Mission and Vision</h1>', 'Our Mission', 'Our Vision'] },
  { path: '/at-a-glance', title: 'At a Glance', texts: ['<h1>At a Glance</h1>', '7 February 2019', '1,92,978', '262', '50+', '500+'] },
  { path: '/achievements', title: 'Achievements', texts: ['<h1>Achievements</h1>', 'Computer Science and Engineering', 'Business Administration'] },
  { path: '/forms-downloads', title: 'Forms and Downloads', texts: ['<h1>Forms and Downloads</h1>', 'href="/admission-form"', 'href="/fees"'] },
  { path: '/alumni', title: 'Alumni', texts: ['<h1>Alumni</h1>', 'Alumni Association', 'Registration', 'href="/contact"'] },
]

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
