// Wires the upstream client, caches and service together with metrics and logging.
import type { Logger } from 'pino'
import type { UpstreamConfig } from '../config'
import type { Metrics } from '../metrics'
import { ResilientCache, type CacheEvents } from './cache'
import { UpstreamClient } from './client'
import { ENDPOINT_NAMES, type EndpointName } from './endpoints'
import type { GuardSettings } from './guard'
import { PictureSizes } from './picture-sizes'
import { UpstreamService } from './service'

export interface CacheSettings {
  /** Entries of each budget (lists, details). */
  maxEntries: number
  /** Bytes of each budget (values counted by their JSON length); unset: entries only. */
  listBytes?: number
  detailBytes?: number
  staleMaxAgeMs: number
  failureBackoffMs: number
  /** An empty list after one with items is believed once empty answers have lasted this long (EMPTY_LIST_CONFIRM_MS). */
  emptyConfirmMs?: number
  /** Bytes read of one upstream answer at most (UPSTREAM_MAX_RESPONSE_BYTES). */
  maxResponseBytes?: number
  /** Bytes of one document file at most (DOCUMENT_MAX_BYTES). */
  maxFileBytes?: number
  /** Tests: the caches' clock and the breakers' settings. */
  now?: () => number
  guard?: Partial<GuardSettings>
}

/** The endpoint name is the part of a cache key before its parameters. */
const endpointOf = (key: string) => key.split('?')[0] ?? key

export function createUpstream(config: UpstreamConfig, cacheSettings: CacheSettings, metrics: Metrics, logger: Logger) {
  const { maxResponseBytes, maxFileBytes, guard, listBytes, detailBytes, ...cacheOptions } = cacheSettings
  const client = new UpstreamClient({
    apiBaseUrl: config.apiBaseUrl,
    admissionBaseUrl: config.admissionBaseUrl,
    credential: { userId: config.userId, password: config.password },
    timeoutMs: config.timeoutMs,
    maxResponseBytes,
    publicFileBaseUrl: config.publicFileBaseUrl,
    fileBaseUrl: config.fileBaseUrl,
    maxFileBytes,
    guard,
    onCall: (endpoint, outcome, durationMs) => {
      metrics.upstreamCalls.inc({ endpoint, outcome })
      metrics.upstreamDuration.observe({ endpoint }, durationMs / 1000)
      if (outcome !== 'ok') logger.warn({ endpoint, outcome, durationMs: Math.round(durationMs) }, 'upstream call failed')
    },
    onRejected: (endpoint, reason) => metrics.upstreamRejected.inc({ endpoint, reason }),
    onBreakerState: (endpoint, state) => {
      metrics.breakerState.set({ endpoint }, state)
      logger.warn({ endpoint, state: ['closed', 'open', 'half-open', 'isolated'][state] }, 'upstream circuit changed state')
    },
    onDropped: (endpoint, dropped) => {
      if (dropped.records) metrics.droppedRecords.inc({ endpoint }, dropped.records)
      if (dropped.links) metrics.droppedLinks.inc({ endpoint }, dropped.links)
      logger.warn({ endpoint, records: dropped.records, links: dropped.links }, 'dropped malformed upstream records or unsafe links')
    },
  })
  for (const endpoint of ENDPOINT_NAMES) metrics.breakerState.set({ endpoint }, client.breakerState(endpoint))
  const events: CacheEvents = {
    onResult: (key, result) => metrics.cacheResults.inc({ endpoint: endpointOf(key), result }),
    onStaleIfError: (key, error) => {
      metrics.staleIfError.inc({ endpoint: endpointOf(key) })
      logger.warn({ key, err: error.message }, 'serving stale upstream data')
    },
    onEmptyList: (key, outcome, emptyForMs) => {
      metrics.emptyLists.inc({ endpoint: endpointOf(key), outcome })
      if (outcome === 'believed') logger.warn({ key, emptyForMs: Math.round(emptyForMs) }, 'believing an empty upstream list that lasted')
    },
  }
  const lists = new ResilientCache({ ...cacheOptions, maxBytes: listBytes, events })
  const details = new ResilientCache({ ...cacheOptions, maxBytes: detailBytes, events })
  const pictures = config.fileBaseUrl ? new PictureSizes(client) : undefined
  const service = new UpstreamService({ client, lists, details, pictures })
  return { client, cache: { lists, details }, service, fileBaseUrl: config.fileBaseUrl }
}

export type Upstream = ReturnType<typeof createUpstream>
export type { EndpointName }
