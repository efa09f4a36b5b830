// Every path of the route manifest, through the built server: its status, title, a text it must
// show, the edge time it declares, and the metric label it is counted under.
// Needs `npm run build`.
import { describe, expect, it } from 'vitest'
import { SITE } from '../../src/content/site'
import { ALL_VISITS } from '../../src/routes/manifest'
import { decodeEntities, titleOf } from '../support/processes'
import { appForFile } from '../support/app-for-file'
import { metricsText } from '../support/http'

const stack = appForFile()

describe('the route manifest, walked', () => {
  it.each(ALL_VISITS.map((v) => [v.path, v] as const))('%s: 200, its title and text, its edge time', async (path, { title, mustContain, route }) => {
    const res = await fetch(`${stack.site.url}${path}`, { redirect: 'manual' })
    const html = await res.text()
    expect(res.status).toBe(200)
    expect(titleOf(html)).toBe(path === '/' ? title : `${title} | ${SITE.name}`)
    expect(decodeEntities(html.replace(/<!-- -->/g, ''))).toContain(mustContain)
    expect(res.headers.get('cache-control')).toBe(`public, max-age=0, s-maxage=${route.edgeSeconds}, stale-while-revalidate=${route.edgeSeconds * 10}, stale-if-error=86400`)
  })

  it('counts each page under its pattern', async () => {
    const metrics = await metricsText(stack.site.url)
    for (const { route } of ALL_VISITS) expect(metrics).toContain(`http_request_duration_seconds_count{route="${route.pattern}",method="GET",status="200"}`)
  })

  it('sends /apply-online on without keeping the answer', async () => {
    const res = await fetch(`${stack.site.url}/apply-online`, { redirect: 'manual' })
    expect(res.status).toBe(302)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})
