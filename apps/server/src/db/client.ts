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

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

export const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

// int8 (count(*), bigserial) as a JS number on node-postgres too, as PGlite does; numeric stays a string.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export const openPostgres = (url: string, poolSize = 10): Database => {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
};

/**
 * drizzle passes the same `parsers` (dates, timestamps and intervals kept as strings) with every
 * PGlite query, and PGlite merges them into its parser table per query: that doubles the cost of a
 * small query. The client is created with these parsers once (in wrapPglite) and this view of it
 * drops the per-query copy, in transactions too.
 */
const keepAsText = (value: string) => value;
const PGLITE_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map(
    (oid) => [oid, keepAsText],
  ),
);

type Queryable = Pick<PGlite, 'query'>;
const withoutQueryParsers = <T extends Queryable>(client: T): T =>
  new Proxy(client, {
    get(target, property) {
      if (property === 'query') {
        return (text: string, params?: unknown[], options?: Record<string, unknown>) =>
          target.query(text, params, options ? { ...options, parsers: undefined } : undefined);
      }
      if (property === 'transaction') {
        return (callback: (tx: Queryable) => Promise<unknown>) =>
          (target as unknown as PGlite).transaction((tx) => callback(withoutQueryParsers(tx)));
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });

export const wrapPglite = (client: PGlite): Database => {
  client.parsers = { ...client.parsers, ...PGLITE_PARSERS };
  const raw = drizzlePglite(withoutQueryParsers(client), { schema });
  const db = raw as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(raw, { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
};

/** Opens PGlite in `<dataDir>/pg` (or in memory when dataDir is undefined). */
export const openPglite = async (dataDir: string | undefined): Promise<Database> => {
  let client: PGlite;
  if (dataDir) {
    const dir = path.join(dataDir, 'pg');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir);
  } else {
    client = await PGlite.create();
  }
  return wrapPglite(client);
};

export const openDatabase = async (options: {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
}): Promise<Database> =>
  options.databaseUrl ? openPostgres(options.databaseUrl, options.poolSize) : openPglite(options.dataDir);
