// The environment a pod is started with: demo mode only on request, proxies trusted by address,
// bounded slow clients and a drain that fits the shutdown budget.
import express from 'express'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, parseTrustedProxies } from '../../server/config'

const API = { UPSTREAM_API_BASE_URL: 'https://api.example.edu/api', UPSTREAM_USER_ID: 'u', UPSTREAM_PASSWORD: 'p' }

describe('demo mode is explicit', () => {
  it('refuses to start in production without an upstream or DEMO_UPSTREAM=1, saying what to set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError)
    expect(() => loadConfig({ NODE_ENV: 'production', UPSTREAM_API_BAES_URL: 'https://typo.example/api' })).toThrow(/UPSTREAM_API_BASE_URL is not set.*DEMO_UPSTREAM=1/)
  })

  it('starts the demo upstream in production only with the switch, and in development by default', () => {
    expect(loadConfig({ NODE_ENV: 'production', DEMO_UPSTREAM: '1' })).toMatchObject({ demo: true, upstream: null })
    expect(loadConfig({})).toMatchObject({ demo: true, upstream: null })
    expect(loadConfig({ NODE_ENV: 'production', ...API })).toMatchObject({ demo: false })
    expect(() => loadConfig({ NODE_ENV: 'production', DEMO_UPSTREAM: '1', ...API })).toThrow(/choose one/)
  })
})

describe('TRUSTED_PROXIES', () => {
  it('trusts nobody by default', () => {
    expect(loadConfig(API).trustedProxies).toEqual([])
  })

  it('accepts names, addresses and CIDRs, and rejects anything else', () => {
    expect(parseTrustedProxies(' loopback, 10.0.0.0/8 ,192.168.1.7,fd00::/8')).toEqual(['loopback', '10.0.0.0/8', '192.168.1.7', 'fd00::/8'])
    for (const bad of ['1', 'edge', '10.0.0.0/33', '10.0.0/8', '10.0.0.0/8/8', '::1/129']) {
      expect(() => parseTrustedProxies(bad), bad).toThrow(/TRUSTED_PROXIES/)
    }
  })

  it('refuses the old TRUST_PROXY_HOPS instead of silently trusting nobody', () => {
    expect(() => loadConfig({ ...API, TRUST_PROXY_HOPS: '1' })).toThrow(/TRUST_PROXY_HOPS was replaced by TRUSTED_PROXIES/)
  })

  it('makes Express believe X-Forwarded-For from a trusted peer only', async () => {
    const seen = async (trusted: string) => {
      const app = express()
      app.set('trust proxy', loadConfig({ ...API, TRUSTED_PROXIES: trusted }).trustedProxies)
      app.get('/', (req, res) => void res.send(req.ip))
      const server = app.listen(0, '127.0.0.1')
      await new Promise((r) => server.once('listening', r))
      try {
        const { port } = server.address() as { port: number }
        const res = await fetch(`http://127.0.0.1:${port}/`, { headers: { 'x-forwarded-for': '198.51.100.9, 203.0.113.5' } })
        return await res.text()
      } finally {
        server.close()
      }
    }
    expect(await seen('')).toBe('127.0.0.1')
    expect(await seen('10.0.0.0/8')).toBe('127.0.0.1')
    // The edge appends the peer it saw; only the hop next to a trusted proxy is believed.
    expect(await seen('loopback')).toBe('203.0.113.5')
  })
})

describe('slow clients and shutdown', () => {
  it('bounds headers and requests to 15 s at most and keeps keep-alive longer than nginx\u2019s 60 s', () => {
    const c = loadConfig(API)
    expect(c.headersTimeoutMs).toBeLessThanOrEqual(15_000)
    expect(c.requestTimeoutMs).toBeLessThanOrEqual(15_000)
    expect(c.keepAliveTimeoutMs).toBeGreaterThan(60_000)
    expect(c.maxConnections).toBeGreaterThan(0)
    expect(loadConfig({ ...API, MAX_CONNECTIONS: '50' }).maxConnections).toBe(50)
    expect(() => loadConfig({ ...API, HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '15000' })).toThrow(/HEADERS_TIMEOUT_MS/)
  })

  it('keeps the drain delay inside the shutdown budget', () => {
    const c = loadConfig(API)
    expect(c.drainDelayMs).toBeLessThan(c.shutdownTimeoutMs)
    expect(() => loadConfig({ ...API, DRAIN_DELAY_MS: '5000', SHUTDOWN_TIMEOUT_MS: '3000' })).toThrow(/DRAIN_DELAY_MS/)
  })
})

const MiB = 1024 * 1024

describe('memory budgets', () => {
  it('are shares of MEMORY_LIMIT_MIB: a larger pod gets larger caches and more pictures at once', () => {
    const small = loadConfig({ ...API, MEMORY_LIMIT_MIB: '512' })
    const large = loadConfig({ ...API, MEMORY_LIMIT_MIB: '2048' })
    expect(loadConfig(API).memory).toEqual(small.memory)
    expect(small.memory.nodeOptions).toBe('--max-old-space-size=102 --max-semi-space-size=4')
    expect(small.pageCache.maxBytes).toBe(20 * MiB)
    expect(small.images).toMatchObject({ concurrency: 1, avifConcurrency: 1, cacheMaxBytes: 10 * MiB })
    // One AVIF encode at 512 MiB: a 1920×1080 banner whole, a 1920×1920 square narrower.
    expect(small.images.avifMaxPixels).toBeGreaterThan(1920 * 1080)
    expect(small.images.avifMaxPixels).toBeLessThan(1920 * 1920)
    expect(large.pageCache.maxBytes).toBeGreaterThanOrEqual(4 * small.pageCache.maxBytes)
    expect(large.cache.listBytes).toBeGreaterThan(small.cache.listBytes)
    expect(large.images).toMatchObject({ concurrency: 4, avifMaxPixels: 1920 * 1920 })
    // An operator's explicit value wins over the plan.
    expect(loadConfig({ ...API, IMAGE_CONCURRENCY: '2', IMAGE_CACHE_MAX_BYTES: '0' }).images).toMatchObject({ concurrency: 2, cacheMaxBytes: 0 })
    expect(() => loadConfig({ ...API, MEMORY_LIMIT_MIB: '128' })).toThrow(/MEMORY_LIMIT_MIB/)
  })
})

describe('SITE_ORIGIN', () => {
  it('is the origin of absolute links, localhost and the port by default', () => {
    expect(loadConfig({ PORT: '4100' }).siteOrigin).toBe('http://localhost:4100')
    expect(loadConfig({ SITE_ORIGIN: 'https://www.htu.edu.bd/' }).siteOrigin).toBe('https://www.htu.edu.bd')
  })

  it('refuses a path or a non-URL', () => {
    expect(() => loadConfig({ SITE_ORIGIN: 'https://www.htu.edu.bd/site' })).toThrow(/origin only/)
    expect(() => loadConfig({ SITE_ORIGIN: 'www.htu.edu.bd' })).toThrow(ConfigError)
  })
})
