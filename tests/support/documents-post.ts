// Posting to the document-download endpoint as the page's script (the form's urlencoded fields, asking for the PDF or
// JSON) or a plain HTML form does.
export interface Posted {
  status: number
  headers: Headers
  bytes: Buffer
  text: string
}

export async function postDocument(
  site: string,
  kind: string,
  fields: Record<string, string>,
  options: { plain?: boolean; headers?: Record<string, string>; rawBody?: string } = {},
): Promise<Posted> {
  const headers = {
    'content-type': 'application/x-www-form-urlencoded',
    accept: options.plain ? 'text/html,application/xhtml+xml,*/*;q=0.8' : 'application/pdf, application/json',
  }
  const body = options.rawBody ?? new URLSearchParams(fields).toString()
  const res = await fetch(`${site}/api/admission-documents/${kind}`, {
    method: 'POST',
    headers: { ...headers, ...options.headers },
    body,
    redirect: 'manual',
  })
  const bytes = Buffer.from(await res.arrayBuffer())
  return { status: res.status, headers: res.headers, bytes, text: bytes.toString('utf8') }
}

export const RIGHT = { mobile_number: '01700000001', verification_code: '123456' }
export const RIGHT_2 = { mobile_number: '01800000002', verification_code: '654321' }
export const TRAVERSAL = { mobile_number: '01900000009', verification_code: '111111' }
export const FOREIGN_HOST = { mobile_number: '01900000008', verification_code: '222222' }
export const WRONG_CODE = 'Wr0ng-c0de-7d1e'
export const WRONG = { mobile_number: '01700000001', verification_code: WRONG_CODE }

/** The codes must never reach the server's output (a code inside a longer number does not count). */
export const ALL_CODES = ['123456', '654321', '111111', '222222', WRONG_CODE]
export function codesIn(output: string): string[] {
  return ALL_CODES.filter((code) => new RegExp(`(?<![0-9A-Za-z])${code}(?![0-9A-Za-z])`).test(output))
}

export interface Followed {
  /** The post's own answer (303 for a plain form post that did not download a file). */
  post: Posted
  /** The page the redirect leads to, requested with the outcome cookie as a browser does. */
  page: { status: number; headers: Headers; text: string }
  /** The outcome cookie as set by the post (name=value), or null. */
  cookie: string | null
}

/** A plain (no-JavaScript) post followed like a browser: 303, then GET of the Location with the cookie. */
export async function postAndFollow(site: string, kind: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Followed> {
  const post = await postDocument(site, kind, fields, { plain: true, headers })
  return follow(site, post, headers)
}

/** Follows a 303 answer's Location with the cookie it set. */
export async function follow(site: string, post: Posted, headers: Record<string, string> = {}): Promise<Followed> {
  const location = post.headers.get('location')
  if (post.status !== 303 || !location) throw new Error(`expected a 303 with a Location, got ${post.status}`)
  const setCookie = post.headers.getSetCookie().find((c) => c.startsWith('form_outcome='))
  const cookie = setCookie ? setCookie.split(';')[0]! : null
  const res = await fetch(new URL(location, site), { headers: { ...headers, ...(cookie && { cookie }) }, redirect: 'manual' })
  return { post, page: { status: res.status, headers: res.headers, text: await res.text() }, cookie }
}
