// The alerts' database: PostgreSQL through `pg` (DATABASE_URL), or an embedded PGlite (ALERTS_DATA_DIR, in memory
// when unset) for `npm start`. Both speak PostgreSQL's SQL, so the same statements run on either behind one small
// interface. Migrations run at start under an advisory lock (two pods starting at once apply each one once).
import type pg from 'pg'

export interface Rows<T> {
  rows: T[]
  rowCount: number
}

/** One statement at a time, with $1… parameters. */
export interface Sql {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Rows<T>>
}

export interface AlertStore extends Sql {
  readonly kind: 'postgres' | 'pglite'
  /** Runs `work` in one transaction (BEGIN … COMMIT, ROLLBACK on a throw). */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>
  close(): Promise<void>
}

/** Any number: advisory lock keys are bigints; this one is the alerts' migrations. */
const MIGRATION_LOCK = 3_400_001

/** Each migration once, in order; never edit one that has shipped, add the next. */
const MIGRATIONS: readonly (readonly string[])[] = [
  [
    `CREATE TABLE alert_subscribers (
      id bigserial PRIMARY KEY,
      email text NOT NULL UNIQUE,
      locale text NOT NULL CHECK (locale IN ('en', 'bn')),
      topics text[] NOT NULL,
      status text NOT NULL CHECK (status IN ('pending', 'active', 'suspended')),
      created_at timestamptz NOT NULL,
      confirmed_at timestamptz,
      confirm_sent_at timestamptz
    )`,
    `CREATE INDEX alert_subscribers_pending ON alert_subscribers (created_at) WHERE status = 'pending'`,
    `CREATE TABLE alert_state (key text PRIMARY KEY, value text NOT NULL)`,
    `CREATE TABLE alert_notices (
      notice_id bigint PRIMARY KEY,
      title text NOT NULL,
      date text NOT NULL,
      topics text[] NOT NULL,
      seen_at timestamptz NOT NULL,
      fanned_out boolean NOT NULL
    )`,
    `CREATE TABLE alert_deliveries (
      notice_id bigint NOT NULL REFERENCES alert_notices (notice_id) ON DELETE CASCADE,
      subscriber_id bigint NOT NULL REFERENCES alert_subscribers (id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
      attempts integer NOT NULL DEFAULT 0,
      next_attempt_at timestamptz NOT NULL,
      leased_by text,
      lease_until timestamptz,
      done_at timestamptz,
      PRIMARY KEY (notice_id, subscriber_id)
    )`,
    `CREATE INDEX alert_deliveries_due ON alert_deliveries (next_attempt_at) WHERE status = 'pending'`,
    `CREATE INDEX alert_deliveries_subscriber ON alert_deliveries (subscriber_id)`,
    `CREATE TABLE alert_push_subscriptions (
      id bigserial PRIMARY KEY,
      subscriber_id bigint NOT NULL REFERENCES alert_subscribers (id) ON DELETE CASCADE,
      endpoint text NOT NULL UNIQUE,
      p256dh text NOT NULL,
      auth text NOT NULL,
      created_at timestamptz NOT NULL
    )`,
    `CREATE INDEX alert_push_subscriber ON alert_push_subscriptions (subscriber_id)`,
  ],
]

/** Applies the migrations not yet applied; safe to run from several processes at once. */
export async function migrate(store: AlertStore): Promise<number> {
  return store.transaction(async (tx) => {
    // Held until COMMIT: a second pod waits here, then finds the work done.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK])
    await tx.query('CREATE TABLE IF NOT EXISTS alert_migrations (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())')
    const { rows } = await tx.query<{ version: number }>('SELECT coalesce(max(version), 0)::int AS version FROM alert_migrations')
    const from = rows[0]?.version ?? 0
    for (let version = from + 1; version <= MIGRATIONS.length; version++) {
      for (const statement of MIGRATIONS[version - 1]!) await tx.query(statement)
      await tx.query('INSERT INTO alert_migrations (version) VALUES ($1)', [version])
    }
    return MIGRATIONS.length - from
  })
}

/** PostgreSQL through a small pool (a pod's alerts need few connections); `pg` is loaded only when alerts use it. */
export async function postgresStore(connectionString: string, maxConnections = 4): Promise<AlertStore> {
  const { default: postgres } = await import('pg')
  const pool = new postgres.Pool({ connectionString, max: maxConnections })
  // An idle client's error (the server restarted) must not crash the process; the next query reconnects.
  pool.on('error', () => {})
  const asRows = <T>(r: pg.QueryResult): Rows<T> => ({ rows: r.rows as T[], rowCount: r.rowCount ?? 0 })
  return {
    kind: 'postgres',
    query: async <T>(text: string, params?: unknown[]) => asRows<T>(await pool.query(text, params)),
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('BEGIN')
        const result = await work({ query: async <T>(text: string, params?: unknown[]) => asRows<T>(await client.query(text, params)) })
        await client.query('COMMIT')
        return result
      } catch (err) {
        await client.query('ROLLBACK').catch(() => {})
        throw err
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}

/** PGlite in this process: one connection, so statements and transactions run one after another. */
export async function pgliteStore(dataDir?: string): Promise<AlertStore> {
  const { PGlite } = await import('@electric-sql/pglite')
  const db = await PGlite.create(dataDir)
  // PGlite counts rows a statement changed (affectedRows: 0 for a SELECT); pg's rowCount counts rows returned too.
  const asRows = <T>(r: { rows: unknown[]; affectedRows?: number }): Rows<T> => ({ rows: r.rows as T[], rowCount: Math.max(r.rows.length, r.affectedRows ?? 0) })
  return {
    kind: 'pglite',
    query: async <T>(text: string, params?: unknown[]) => asRows<T>(await db.query(text, params)),
    transaction: (work) => db.transaction((tx) => work({ query: async <T>(text: string, params?: unknown[]) => asRows<T>(await tx.query(text, params)) })),
    close: () => db.close(),
  }
}

/** The store the configuration names: PostgreSQL when DATABASE_URL is set, else PGlite; migrated. */
export async function openStore(options: { databaseUrl?: string; dataDir?: string }): Promise<AlertStore> {
  const store = options.databaseUrl ? await postgresStore(options.databaseUrl) : await pgliteStore(options.dataDir)
  try {
    await migrate(store)
  } catch (err) {
    await store.close().catch(() => {})
    throw err
  }
  return store
}
