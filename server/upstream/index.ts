// Wires the upstream client, cache and service together with metrics and logging.
import type { Logger } from 'pino'
import type { UpstreamConfig } from '../config'
import type { Metrics } from '../metrics'
import { ResilientCache } from './cache'
import { UpstreamClient } from './client'
import { fileResolver } from './normalise'
import { UpstreamService } from './service'

export interface CacheSettings {
  maxEntries: number
  staleMaxAgeMs: number
  failureBackoffMs: number
}

/** The endpoint name is the part of a cache key before its parameters. */
const endpointOf = (key: string) => key.split('?')[0] ?? key

export function createUpstream(config: UpstreamConfig, cacheSettings: CacheSettings, metrics: Metrics, logger: Logger) {
  const client = new UpstreamClient({
    apiBaseUrl: config.apiBaseUrl,
    admissionBaseUrl: config.admissionBaseUrl,
    credential: { userId: config.userId, password: config.password },
    timeoutMs: config.timeoutMs,
    onCall: (endpoint, outcome, durationMs) => {
      metrics.upstreamCalls.inc({ endpoint, outcome })
      metrics.upstreamDuration.observe({ endpoint }, durationMs / 1000)
      if (outcome !== 'ok') logger.warn({ endpoint, outcome, durationMs: Math.round(durationMs) }, 'upstream call failed')
    },
  })
  const cache = new ResilientCache({
    ...cacheSettings,
    events: {
      onResult: (key, result) => metrics.cacheResults.inc({ endpoint: endpointOf(key), result }),
      onStaleIfError: (key, error) => {
        metrics.staleIfError.inc({ endpoint: endpointOf(key) })
        logger.warn({ key, err: error.message }, 'serving stale upstream data')
      },
    },
  })
  const service = new UpstreamService({
    client,
    cache,
    files: fileResolver(config.publicFileBaseUrl),
    onDropped: (endpoint, count) => {
      metrics.droppedRecords.inc({ endpoint }, count)
      logger.warn({ endpoint, count }, 'dropped malformed upstream records')
    },
  })
  return { client, cache, service, fileBaseUrl: config.fileBaseUrl }
}

export type Upstream = ReturnType<typeof createUpstream>
