// The chart's siteOrigin value reaches the app as SITE_ORIGIN, and only an origin is accepted.
import { describe, expect, it } from 'vitest'
import { parseAllDocuments } from 'yaml'
import { CHART_DIR, DEMO_VALUES, helm } from '../support/chart'

function appEnv(...args: string[]): { status: number | null; stderr: string; env: Record<string, string> } {
  const res = helm(['template', 'www', CHART_DIR, ...DEMO_VALUES, ...args])
  const docs = res.status === 0 ? parseAllDocuments(res.stdout).map((d) => d.toJS() as { kind?: string; metadata?: { name?: string }; data?: Record<string, string> }) : []
  const config = docs.find((d) => d?.kind === 'ConfigMap' && d.data && 'UPSTREAM_TIMEOUT_MS' in d.data)
  return { status: res.status, stderr: res.stderr, env: config?.data ?? {} }
}

describe('chart value siteOrigin', () => {
  it('sets SITE_ORIGIN in the app environment; unset, the app keeps its default', () => {
    expect(appEnv('--set', 'siteOrigin=https://www.htu.edu.bd').env['SITE_ORIGIN']).toBe('https://www.htu.edu.bd')
    const unset = appEnv()
    expect(unset.status).toBe(0)
    expect(unset.env).not.toHaveProperty('SITE_ORIGIN')
  })

  it.each(['https://www.htu.edu.bd/', 'https://www.htu.edu.bd/bn', 'www.htu.edu.bd', 'ftp://htu.edu.bd'])('refuses %s (an origin only)', (value) => {
    const res = appEnv('--set', `siteOrigin=${value}`)
    expect(res.status).not.toBe(0)
    expect(res.stderr).toMatch(/siteOrigin/)
  })
})
