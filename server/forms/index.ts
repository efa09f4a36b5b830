// Form endpoints under /api: they post to the upstream with the credential and are never cached.
import { Router } from 'express'
import { contactRoutes } from './contact'
import type { FormDeps } from './deps'
import { documentRoutes } from './documents'
export { formOutcomePages } from './outcome'

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
