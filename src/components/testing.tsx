// Component tests (each folder's *.test.tsx, in happy-dom): a component rendered as the server renders it, put into
// the test's document, with the page context it reads.
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { PageContext } from 'vike/types'
import { PageContextProvider } from '../hooks/usePageContext'
import type { Locale } from '../routes/locale'

/** The origin the test document is on (happy-dom's URL). */
export const TEST_ORIGIN = 'http://localhost:3000'

/** `element` as the server renders it on a page in `locale`. */
export function render(element: ReactElement, { locale = 'en', data }: { locale?: Locale; data?: unknown } = {}): string {
  const pageContext = { locale, data, canonicalUrl: `${TEST_ORIGIN}/`, siteOrigin: TEST_ORIGIN, urlPathname: '/' } as unknown as PageContext
  return renderToStaticMarkup(<PageContextProvider pageContext={pageContext}>{element}</PageContextProvider>)
}

/** Renders `element` with react-dom/server into `document.body` (the page in `locale`); returns the body. */
export function mount(element: ReactElement, options: { locale?: Locale; data?: unknown } = {}): HTMLElement {
  document.documentElement.lang = options.locale ?? 'en'
  document.body.innerHTML = render(element, options)
  return document.body
}

/** Takes `attr` off the first element carrying it: the markup without that hook. */
export function dropHook(attr: string) {
  const el = document.querySelector(`[${attr}]`)
  if (!el) throw new Error(`no [${attr}] to drop`)
  el.removeAttribute(attr)
}

/**
 * A real HTTP server in the test process answering the component's requests, with the test document moved to its
 * origin (so the script's fetches are same-origin, as on the site). Returns its close.
 */
export async function serve(answer: (req: IncomingMessage, body: string) => { status?: number; type?: string; body?: string | Buffer; headers?: Record<string, string> }) {
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const { status = 200, type = 'application/json', body: out = '', headers = {} } = answer(req, body)
      res.writeHead(status, { 'content-type': type, ...headers })
      res.end(req.method === 'HEAD' ? undefined : out)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  ;(window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`http://127.0.0.1:${port}/`)
  return () => new Promise<void>((resolve) => server.close(() => resolve()))
}
