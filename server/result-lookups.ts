// Admission result lookups (/admission-result?roll=…, and its /bn twin) per client address: every answer
// comes from memory and is cached at the edge, so the limit is generous (a carrier NAT address shared by
// hundreds of applicants gets through), yet one address cannot walk every roll number quickly.
// req.ip honours TRUSTED_PROXIES. Views of the list without a roll are not counted.
import type { RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'
import { tooManyLookupsText } from '../src/logic/waiting'
import { localePath, splitLocale } from '../src/routes/locale'
import { PAGE } from '../src/routes/paths'

export interface LookupLimits {
  /** Lookups per address in the window. */
  max: number
  windowMs: number
}

/** The page's paths in both languages. */
export const RESULT_LOOKUP_PATHS = [PAGE.admissionResult, localePath('bn', PAGE.admissionResult)]

const asksForRoll = (roll: unknown) => (typeof roll === 'string' ? roll.trim() !== '' : Array.isArray(roll) && roll.length > 0)

export function resultLookupLimit(limits: LookupLimits, onLimited?: () => void): RequestHandler {
  return rateLimit({
    windowMs: limits.windowMs,
    limit: limits.max,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skip: (req) => !asksForRoll(req.query.roll),
    handler: (req, res) => {
      onLimited?.()
      req.log?.warn({ page: 'admission-result', outcome: 'rate-limited' }, 'result lookups rate limited')
      const retryAfter = Number(res.getHeader('Retry-After')) || Math.ceil(limits.windowMs / 1000)
      res.locals.route = splitLocale(req.path).locale === 'bn' ? localePath('bn', PAGE.admissionResult) : PAGE.admissionResult
      res
        .status(429)
        .set('Cache-Control', 'no-store')
        .type('text/plain')
        .send(tooManyLookupsText(retryAfter, splitLocale(req.path).locale))
    },
  })
}
