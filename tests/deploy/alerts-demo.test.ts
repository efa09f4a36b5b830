// `npm start`'s alerts: the built server in demo mode (DEMO_UPSTREAM=1, no SMTP_URL, no DATABASE_URL) keeps its store
// in PGlite and catches the e-mails with a local SMTP server, logging the file each one is written to.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { simpleParser } from 'mailparser'
import { expect, test, vi } from 'vitest'
import { DIST, startNode } from '../support/processes'

test('demo mode: a subscription’s confirmation e-mail is caught and its file named in the log', async () => {
  await using site = await startNode(join(DIST, 'app', 'server.js'), { DEMO_UPSTREAM: '1', ALERTS_POLL_SECONDS: '3600' })
  expect(site.output()).toContain('no ALERTS_SECRET, a random one for this process')
  const res = await fetch(`${site.url}/api/alerts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email: 'visitor@example.org', topics: ['admission'], locale: 'bn', back: '/bn' }),
  })
  expect(res.status).toBe(200)
  const file = await vi.waitFor(
    () => {
      const match = /demo mail caught: (\S+\.eml)/.exec(site.output())
      if (!match) throw new Error('no mail caught yet')
      return match[1]!
    },
    { timeout: 90_000, interval: 100 },
  )
  expect(site.output()).toContain("alerts' e-mails are caught by a local SMTP server")
  const mail = await simpleParser(readFileSync(file))
  expect(mail.headerLines.find((h) => h.key === 'to')?.line).toBe('To: visitor@example.org')
  expect(mail.text).toContain('/bn/alerts/confirm?token=c.')
}, 180_000)
