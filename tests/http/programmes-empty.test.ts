// The upstream answering empty lists on a fresh server: the pages' empty states.
import { beforeAll, describe, expect, it } from 'vitest'
import { get } from '../support/processes'
import { appForFile } from '../support/app-for-file'
import { textOf } from '../support/programmes'

const stack = appForFile()
beforeAll(async () => {
  await stack.upstream.setMode({ empty: true })
})

describe('empty upstream', () => {
  it("no advertisements shows 'No advertisements found.' under the Bachelor Program tab", async () => {
    const { status, body, headers } = await get(`${stack.site.url}/admission-advertisements`)
    expect(status).toBe(200)
    const text = textOf(body)
    expect(text).toContain('Bachelor Program')
    expect(text).toContain('Master Program')
    expect(text).toContain('No advertisements found.')
    expect(text).not.toContain('Latest Advertisement')
    // Empty is a valid answer, not a failure: the page keeps its normal edge lifetime.
    expect(headers.get('cache-control')).toContain('s-maxage=30,')
  })

  it('an empty syllabus is not reported as a failure', async () => {
    const text = textOf((await get(`${stack.site.url}/program/gds`)).body)
    expect(text).toContain('The semester-wise syllabus will be published soon.')
    expect(text).not.toContain('could not be loaded')
  })
})
