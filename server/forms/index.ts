// Form endpoints under /api: they post to the upstream with the credential and are never cached.
import { Router } from 'express'
import type { AppConfig } from '../config'
import type { RenderPage } from '../render'
import type { Upstream } from '../upstream'
import { contactRoutes } from './contact'
import { documentRoutes } from './documents'

export interface FormDeps {
  upstream: Upstream
  config: AppConfig
  render: RenderPage
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
