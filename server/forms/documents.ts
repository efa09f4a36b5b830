import { Router } from 'express'
import type { FormDeps } from './index'

/** POST /api/admission-documents/:kind (built in the programmes/admission issue). */
export function documentRoutes(_deps: FormDeps): Router {
  return Router()
}
