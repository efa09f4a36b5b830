import { Router } from 'express'
import type { FormDeps } from './index'

/** POST /api/contact (built in the content-areas issue). */
export function contactRoutes(_deps: FormDeps): Router {
  return Router()
}
