// Operations endpoints: liveness, readiness (503 while draining), Prometheus metrics.
import { Router } from 'express'
import type { Metrics } from './metrics'
import { SERVER_PATH } from '../src/routes/paths'

export function opsRoutes(metrics: Metrics, isDraining: () => boolean): Router {
  const router = Router()
  router.get(SERVER_PATH.health, (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' })
  })
  router.get(SERVER_PATH.ready, (_req, res) => {
    const draining = isDraining()
    res.set('Cache-Control', 'no-store').status(draining ? 503 : 200).json({ ready: !draining })
  })
  router.get(SERVER_PATH.metrics, async (_req, res) => {
    res.set('Cache-Control', 'no-store').type(metrics.registry.contentType).send(await metrics.registry.metrics())
  })
  return router
}
