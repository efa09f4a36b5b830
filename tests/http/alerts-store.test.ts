// The alerts' store on both engines: a real PostgreSQL (Debian's) and the embedded PGlite. Migrations are
// idempotent and safe when several processes start at once (the advisory lock).
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { migrate, openStore, pgliteStore, postgresStore } from '../../server/alerts/store'
import { startPostgres, type TestPostgres } from '../support/postgres'

let server: TestPostgres
beforeAll(async () => {
  server = await startPostgres()
}, 60_000)
afterAll(() => server?.stop())

describe('PostgreSQL', () => {
  test('migrations applied by four stores at once run once and leave every table', async () => {
    const url = await server.createDatabase('store_race')
    const stores = await Promise.all([1, 2, 3, 4].map(() => postgresStore(url)))
    const applied = await Promise.all(stores.map((s) => migrate(s)))
    // One of them applied the migrations, the others found them done.
    expect(applied.filter((n) => n > 0)).toHaveLength(1)
    expect(await migrate(stores[0]!)).toBe(0)
    const { rows } = await stores[0]!.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_name LIKE 'alert_%' ORDER BY table_name",
    )
    expect(rows.map((r) => r.table_name)).toEqual(['alert_deliveries', 'alert_migrations', 'alert_notices', 'alert_push_subscriptions', 'alert_state', 'alert_subscribers'])
    await Promise.all(stores.map((s) => s.close()))
  })

  test('a transaction rolls back on a throw', async () => {
    const store = await openStore({ databaseUrl: await server.createDatabase('store_tx') })
    await expect(
      store.transaction(async (tx) => {
        await tx.query("INSERT INTO alert_state (key, value) VALUES ('k', 'v')")
        throw new Error('undo')
      }),
    ).rejects.toThrow('undo')
    expect((await store.query('SELECT * FROM alert_state')).rowCount).toBe(0)
    await store.close()
    // PGlite compiles its WebAssembly at first use: slow on a busy machine.
  }, 180_000)
})

describe('PGlite (the embedded default)', () => {
  test('the same migrations, idempotent, in memory', async () => {
    const store = await pgliteStore()
    expect(await migrate(store)).toBeGreaterThan(0)
    expect(await migrate(store)).toBe(0)
    await store.query("INSERT INTO alert_state (key, value) VALUES ('k', 'v')")
    expect((await store.query<{ value: string }>('SELECT value FROM alert_state')).rows[0]?.value).toBe('v')
    await store.close()
    // PGlite compiles its WebAssembly at first use: slow on a busy machine.
  }, 180_000)
})
