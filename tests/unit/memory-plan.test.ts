// The heap's budgets (server/config.ts memoryPlan): everything that lives in Node's heap, full at once, stays under
// 70 % of the heap the chart gives (a fifth of the pod's limit), the search index counted twice (a new one is built
// beside the one in use). Issue 37 item 1.
import { describe, expect, it } from 'vitest'
import { memoryPlan } from '../../server/config'

const MiB = 1024 * 1024

describe('memoryPlan', () => {
  it.each([256, 384, 512, 768, 1024, 2048, 4096])('at a %i MiB limit, the heap budgets sum under 70 %% of the heap', (limit) => {
    const plan = memoryPlan(limit)
    expect(plan.heapMiB).toBe(Math.floor(limit * 0.2))
    const inHeap = plan.pageCacheBytes + plan.listCacheBytes + plan.detailCacheBytes + 2 * plan.searchIndexBytes + plan.renderBytes
    console.log(`${limit} MiB: heap ${plan.heapMiB} MiB; pages ${plan.pageCacheBytes / MiB}, lists ${plan.listCacheBytes / MiB}, details ${plan.detailCacheBytes / MiB}, index ${plan.searchIndexBytes / MiB} (×2), renders ${plan.renderBytes / MiB}: ${((inHeap / (plan.heapMiB * MiB)) * 100).toFixed(0)} %`)
    expect(inHeap).toBeLessThanOrEqual(0.7 * plan.heapMiB * MiB)
    expect(plan.searchIndexBytes).toBeGreaterThan(0)
  })
})
