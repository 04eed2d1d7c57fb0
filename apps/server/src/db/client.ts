import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type DataDirLock, type DataDirRole, lockDataDir } from './data-dir-lock';
import { createStatementRunner, type StatementRunner } from './pglite-statements';
import * as schema from './schema';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is underneath. Services take this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Raw SQL rows, the same on both drivers (both answer `{ rows }`). */
export const queryRows = async <T>(db: DbOrTx, query: SQL): Promise<T[]> => {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
};

/**
 * Returns once everything committed before it is on disk: a commit that waits for the WAL to be
 * flushed (a logical message gives it something to write), covering the commits made without
 * waiting before it (`synchronous_commit = off`, the bidding's hot path). Concurrent calls share
 * the disk's flushes (group commit). On PGlite it makes the data directory synced as well.
 */
export const flushWal = async (db: Db): Promise<void> => {
  await db.execute(sql`do $$ begin perform pg_logical_emit_message(true, 'portal', 'flush'); end $$`);
};

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** Embedded only: records where this process' server answers (see data-dir-lock.ts). */
  announce?: (url: string) => void;
  /**
   * Runs `work` while no other process sharing the database runs its own `exclusively` work:
   * bringing the schema up to date and seeding an empty database, which two servers starting
   * together on one PostgreSQL database would otherwise both do (the second failing on tables the
   * first just made, or seeding twice). PostgreSQL: an advisory lock held on a connection of its
   * own, not taken from the pool, so work using the whole pool cannot wait on it. Embedded: one
   * process only opens the database, so `work` just runs.
   */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  /**
   * Listens to `pg_notify(channel, payload)` of every process sharing the database (delivered when
   * the notifying transaction commits): PostgreSQL, on a connection of its own (not the pool's),
   * opened again after it is lost; PGlite, through its listen API. Answers how to stop listening.
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
};

/** How long a lost LISTEN connection waits before it connects again. */
const RELISTEN_MS = 1000;

/** LISTEN on a pg.Client of its own, connected again whenever it is lost, until stopped. */
const listenPostgres = async (
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> => {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', (error) => {
      console.error(`live listen connection lost: ${error.message}`);
      next.end().catch(() => {});
      if (client === next) client = undefined;
      if (!stopped) retry = setTimeout(() => connect().catch(() => {}), RELISTEN_MS);
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
    client = undefined;
  };
};

/** The advisory lock key of `exclusively` (any constant bigint no other code uses). */
const PREPARE_LOCK_KEY = 7_304_211_905;

export const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

// int8 (count(*), bigserial) as a JS number on node-postgres too, as PGlite does; numeric stays a string.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

/**
 * Statements are named and kept per connection (drizzle's prepared queries on PostgreSQL, every
 * statement on PGlite). PostgreSQL re-plans a named statement for each execution until it trusts a
 * generic plan, which can take long or never happen: that planning costs as much as running our
 * index-driven queries. Generic plans are used at once instead.
 */
const PLAN_CACHE_MODE = 'force_generic_plan';

export const openPostgres = (url: string, poolSize = 10): Database => {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    options: `-c plan_cache_mode=${PLAN_CACHE_MODE}`,
  });
  // An idle connection the server ends (restart, administrator, a dropped database) is an 'error'
  // event of the pool: without a listener it would end the process. The pool drops that client and
  // opens a new one for the next query.
  pool.on('error', (error) => console.error(`idle database connection ended: ${error.message}`));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
    exclusively: async (work) => {
      const holder = new pg.Client({ connectionString: url });
      await holder.connect();
      try {
        // Ends with the connection if this process dies while holding it.
        await holder.query('select pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
        return await work();
      } finally {
        await holder.end();
      }
    },
    listen: (channel, onPayload) => listenPostgres(url, channel, onPayload),
  };
};

/** drizzle's parsers for PGlite (dates, timestamps and intervals kept as strings), set once. */
const keepAsText = (value: string) => value;
const PGLITE_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (oid) => [oid, keepAsText],
  ),
);

type Queryable = Pick<PGlite, 'query'>;
type QueryOptions = { rowMode?: 'array' | 'object' } & Record<string, unknown>;

/**
 * The client drizzle talks to: queries go through named statements (pglite-statements.ts), in
 * transactions too. drizzle's per-query `parsers` are dropped: the client was given the same
 * parsers once (in wrapPglite).
 */
const throughStatements = <T extends Queryable>(
  client: T,
  runner: StatementRunner,
  inTransaction: boolean,
): T =>
  new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (text: string, params?: unknown[], options?: QueryOptions) => {
          const rowMode = options?.rowMode ?? 'object';
          return inTransaction
            ? runner.queryInTransaction(text, params, rowMode)
            : runner.query(text, params, rowMode);
        };
      }
      if (property === 'transaction') {
        return (callback: (tx: Queryable) => Promise<unknown>) =>
          (target as unknown as PGlite).transaction((tx) => callback(throughStatements(tx, runner, true)));
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

/** The session settings of a PGlite instance (it is one session): see PLAN_CACHE_MODE. */
export const configurePglite = async (client: PGlite): Promise<PGlite> => {
  await client.exec(`set plan_cache_mode = ${PLAN_CACHE_MODE}`);
  return client;
};

export const wrapPglite = (client: PGlite): Database => {
  client.parsers = { ...client.parsers, ...PGLITE_PARSERS };
  // The listeners of `listen` below, for the notifications the statement runner reads itself.
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const notify = (channel: string, payload: string) => {
    for (const listener of listeners.get(channel) ?? []) queueMicrotask(() => listener(payload));
  };
  const runner = createStatementRunner(client, undefined, notify);
  const raw = drizzlePglite(throughStatements(client, runner, false), { schema });
  const db = raw as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(raw, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
    exclusively: (work) => work(),
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      const own = listeners.get(channel) ?? new Set();
      own.add(onPayload);
      listeners.set(channel, own);
      return async () => {
        own.delete(onPayload);
        // Closing the database ends its listeners too.
        if (!client.closed) await unlisten();
      };
    },
  };
};

/**
 * Opens PGlite in `<dataDir>/pg` (or in memory when dataDir is undefined). A data directory is
 * locked for this process first: another process holding it fails here with DataDirLockedError.
 */
export const openPglite = async (
  dataDir: string | undefined,
  role: DataDirRole = 'server',
): Promise<Database> => {
  if (!dataDir) return wrapPglite(await configurePglite(await PGlite.create()));
  const lock: DataDirLock = lockDataDir(dataDir, role);
  try {
    const dir = path.join(dataDir, 'pg');
    mkdirSync(dir, { recursive: true });
    const database = wrapPglite(await configurePglite(await PGlite.create(dir)));
    return {
      ...database,
      announce: lock.announce,
      close: async () => {
        try {
          await database.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
};

export const openDatabase = async (options: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /** Who opens an embedded data directory: named in the refusal another process gets. */
  role?: DataDirRole;
}): Promise<Database> =>
  options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolSize)
    : openPglite(options.dataDir, options.role);
