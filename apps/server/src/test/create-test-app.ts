import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { type Config, loadConfig } from '../config';
import { configurePglite, type Database, openPostgres, wrapPglite } from '../db/client';
import { prepareDatabase } from '../prepare';

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The throw-away PostgreSQL database's URL (with DATABASE_URL set): a second pool or app may open it. */
  databaseUrl?: string;
  close: () => Promise<void>;
};

let template: Promise<PGlite> | undefined;

/** One migrated PGlite per test worker; every test app gets its own clone of it. */
const migratedTemplate = (): Promise<PGlite> => {
  template ??= (async () => {
    const client = await PGlite.create();
    await prepareDatabase(wrapPglite(client));
    return client;
  })();
  return template;
};

/**
 * A new, empty database on the PostgreSQL server of `url` (its URL and how to drop it): the
 * throw-away database of a test. Dropping ends whatever sessions still use it.
 */
export const createPostgresDatabase = async (
  url: string,
): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      await again.query(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
};

/** With DATABASE_URL set, each test app gets a throw-away database on that server. */
const freshPostgres = async (
  url: string,
): Promise<{ database: Database; url: string; drop: () => Promise<void> }> => {
  const created = await createPostgresDatabase(url);
  const database = openPostgres(created.url, 5);
  await prepareDatabase(database);
  return { database, url: created.url, drop: created.drop };
};

export type TestAppOptions = {
  /** Runs after the modules are registered and before `ready`, e.g. to add a test-only route. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
};

export const createTestApp = async (
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-test-'));
  const config = loadConfig({
    CAPTCHA: 'off',
    LOG_LEVEL: 'silent',
    JOBS: 'off',
    SEED_ON_EMPTY: 'off',
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  });
  const databaseUrl = process.env.DATABASE_URL;
  let database: Database;
  let drop = async () => {};
  let url: string | undefined;
  if (databaseUrl) {
    ({ database, drop, url } = await freshPostgres(databaseUrl));
  } else {
    database = wrapPglite(await configurePglite((await (await migratedTemplate()).clone()) as PGlite));
  }
  const app = await buildApp({ config, database });
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    database,
    config,
    databaseUrl: url,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
