// Form endpoints under /api: they post to the upstream with the credential and are never cached.
import { Router } from 'express'
import type { AppConfig } from '../config'
import type { Metrics } from '../metrics'
import type { RenderPage } from '../render'
import type { Upstream } from '../upstream'
import { contactRoutes } from './contact'
import { documentRoutes } from './documents'
export { formOutcomePages } from './outcome'

export interface FormDeps {
  upstream: Upstream
  config: AppConfig
  render: RenderPage
  /** Document bulkhead gauges and counters (optional: tests may build routes without). */
  metrics?: Metrics
}

export function formRoutes(deps: FormDeps): Router {
  const router = Router()
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store')
    next()
  })
  router.use(contactRoutes(deps))
  router.use(documentRoutes(deps))
  return router
}
