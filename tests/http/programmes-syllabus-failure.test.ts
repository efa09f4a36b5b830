// Upstream failing on a fresh server (cold cache): the programme page shows the syllabus
// message and everything else; the advertisements page shows its empty state, not the error.
import { beforeAll, describe, expect, it } from 'vitest'
import { get, titleOf } from '../support/processes'
import { appForFile } from '../support/app-for-file'
import { textOf } from '../support/programmes'

const stack = appForFile()
beforeAll(async () => {
  await stack.upstream.setMode({ failureRate: 1 })
})

describe('upstream failure', () => {
  it('a failed syllabus call shows the message and the rest of the programme page', async () => {
    const { status, body, headers } = await get(`${stack.site.url}/program/cse`)
    expect(status).toBe(503)
    expect(titleOf(body)).toBe('BSc in Computer Science and Engineering | Hill Tracts University')
    const text = textOf(body)
    expect(text).toContain('The syllabus could not be loaded right now. Please try again later.')
    expect(text).not.toContain('Course Code')
    for (const s of ['Total Fee Tk 3,78,008', 'Overview', 'PEO5', 'PLO5', 'Entry Requirements', 'Assessment Criteria', 'Graduate Attributes', 'Course Structure'])
      expect(text).toContain(s)
    expect(text).not.toContain('Internal Server Error')
    // A degraded page is never stored: the edge keeps serving its good copy (503, X-Degraded).
    expect(headers.get('cache-control')).toBe('no-store')
    expect(headers.get('x-degraded')).toBe('1')
  })

  it('the same for the MBA page', async () => {
    const text = textOf((await get(`${stack.site.url}/program/mba`)).body)
    expect(text).toContain('The syllabus could not be loaded right now.')
    expect(text).toContain('Total Fee Tk 1,48,500')
  })

  it('a failed advertisement call shows the empty state, not the error', async () => {
    const { status, body } = await get(`${stack.site.url}/admission-advertisements`)
    expect(status).toBe(503)
    const text = textOf(body)
    expect(text).toContain('Bachelor Program')
    expect(text).toContain('No advertisements found.')
    expect(text).not.toMatch(/Internal Server Error|Something went wrong/)
  })

  it('a failed admission result call shows the "not published" state (503), and tells a roll lookup it failed', async () => {
    const page = await get(`${stack.site.url}/admission-result`)
    expect(page.status).toBe(503)
    expect(textOf(page.body)).toContain('Results have not been published yet')
    expect(textOf(page.body)).not.toMatch(/Internal Server Error|Something went wrong/)
    const lookup = await get(`${stack.site.url}/admission-result?roll=2610001`)
    expect(lookup.status).toBe(503)
    expect(textOf(lookup.body)).toContain('Something went wrong')
  })

  it('pages without upstream data are unaffected', async () => {
    for (const path of ['/fees', '/admission-requirements', '/admission-instruction']) {
      const res = await get(`${stack.site.url}${path}`)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('x-degraded'), path).toBeNull()
    }
  })
})
