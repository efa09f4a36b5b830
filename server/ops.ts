// Operations endpoints: liveness, readiness (503 while draining), Prometheus metrics.
import { Router } from 'express'
import type { Metrics } from './metrics'

export function opsRoutes(metrics: Metrics, isDraining: () => boolean): Router {
  const router = Router()
  router.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' })
  })
  router.get('/readyz', (_req, res) => {
    const draining = isDraining()
    res.set('Cache-Control', 'no-store').status(draining ? 503 : 200).json({ ready: !draining })
  })
  router.get('/metrics', async (_req, res) => {
    res.set('Cache-Control', 'no-store').type(metrics.registry.contentType).send(await metrics.registry.metrics())
  })
  return router
}
