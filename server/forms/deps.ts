// What the form endpoints are given by the app.
import type { AppConfig } from '../config'
import type { Metrics } from '../metrics'
import type { RenderPage } from '../render'
import type { Upstream } from '../upstream'

export interface FormDeps {
  upstream: Upstream
  config: AppConfig
  render: RenderPage
  /** Document bulkhead gauges and counters (optional: tests may build routes without). */
  metrics?: Metrics
}
