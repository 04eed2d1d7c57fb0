import { is } from 'drizzle-orm';
import {
  bigint,
  foreignKey,
  getTableConfig,
  integer,
  type PgColumn,
  PgTable,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema';

// The Citus rule for co-located tenant tables (DESIGN.md 4, docs/SCALING.md): a table that holds a
// partner's data has `partner_id`, first in its primary key, first in every foreign key to another
// such table, and in every unique index (Citus enforces uniqueness per shard only). Every other
// table is named below with its place on a Citus cluster, so a new module's table is either a
// tenant table that keeps the rule or is named here with its reason. docs/SCALING.md copies these
// lists; this file is their source of truth.

const TENANT_COLUMN = 'partner_id';

/** No partner owns them; every partner reads the same rows. Citus: reference tables (a copy on every node). */
const REFERENCE_TABLES: Record<string, string> = {
  partners:
    'the tenants themselves: few rows, rarely written, joined by the session look-up; partner_no and name are unique over all partners',
  announcements:
    'platform announcements, the same for every partner (each account acknowledges them in announcement_acks)',
  brands:
    "one row per brand name for the whole platform, joined by every partner's goods, authorizations and listings",
  categories: "the platform's category tree, installed at start (catalog-reference-data.ts)",
  category_params: 'the parameter templates of the platform categories, installed at start',
  channels:
    'the procurement channels and their terms, installed at start; joined by listings, quotes and orders',
  channel_categories: "the channels' own category trees, installed at start",
  channel_category_mappings: 'which channel leaf a platform leaf is listed under, installed at start',
  reference_data: 'which version of the reference data above the database holds, read at start',
  bidding_projects:
    "the operator's bidding projects: no partner owns one, every invited partner reads the same row (joined by its invitations and bids); a bid locks it so ranks and extensions are exact",
  bidding_project_items:
    "a bidding project's items (name, spec, quantity, unit), the operator's rows like the project",
};

/** Platform state no partner owns, never joined with a partner's table. Citus: plain tables on the coordinator. */
const COORDINATOR_TABLES: Record<string, string> = {
  captchas: 'image captchas shown before sign-in, when no partner is known',
  sms_codes: 'verification codes per mobile, sent before an account (registration) or its partner is known',
  sms_outbox: "what the default SMS sender 'sent', read by `npm run ops -- sms`",
  login_throttles: 'failed sign-ins per typed login name and address, counted before the partner is known',
  server_secrets: 'secrets every server of the installation shares (the URL-signing key)',
  daily_tasks: 'which server runs a daily task today, claimed by one guarded update',
};

/** Tables with `partner_id` that do not keep the rule, and why. Citus: plain tables on the coordinator. */
const TENANT_EXCEPTIONS: Record<string, string> = {
  jobs: 'the durable job queue: a job may serve no partner (partner_id null), and the workers claim the next due job of any partner with FOR UPDATE SKIP LOCKED, which Citus runs only on a single shard',
};

/** Unique indexes of tenant tables without `partner_id`, and why. Citus refuses them on a distributed table. */
const GLOBAL_UNIQUE_INDEXES: Record<string, string> = {
  accounts_username_key:
    'a login name signs in before the partner is known, so it is unique over all partners (SCALING.md: a name-to-partner look-up table on Citus)',
  accounts_mobile_key:
    'the forgotten-password form finds the account by its mobile alone, so a mobile is unique over all partners (same look-up table)',
};

type Lists = {
  reference: Record<string, string>;
  coordinator: Record<string, string>;
  exceptions: Record<string, string>;
  globalUnique: Record<string, string>;
};

const LISTS: Lists = {
  reference: REFERENCE_TABLES,
  coordinator: COORDINATOR_TABLES,
  exceptions: TENANT_EXCEPTIONS,
  globalUnique: GLOBAL_UNIQUE_INDEXES,
};

type Placement = 'tenant' | 'reference' | 'coordinator' | 'exception' | 'unlisted';

const columnNames = (columns: readonly unknown[]): string[] =>
  columns.map((column) =>
    column !== null && typeof column === 'object' && 'name' in column && typeof column.name === 'string'
      ? column.name
      : '<expression>',
  );

/** Every way the tables break the rule, as readable lines (empty: all good). */
const tenancyProblems = (tables: readonly PgTable[], lists: Lists): string[] => {
  const problems: string[] = [];
  const configs = tables.map((table) => getTableConfig(table));
  const placementOf = new Map<string, Placement>();

  for (const config of configs) {
    const hasTenantColumn = config.columns.some((column) => column.name === TENANT_COLUMN);
    const listedAs = [
      config.name in lists.reference && 'reference',
      config.name in lists.coordinator && 'coordinator',
      config.name in lists.exceptions && 'exception',
    ].filter((entry): entry is Placement => entry !== false);
    if (listedAs.length > 1) problems.push(`${config.name}: listed as ${listedAs.join(' and ')}`);
    if (hasTenantColumn && listedAs[0] !== undefined && listedAs[0] !== 'exception')
      problems.push(`${config.name}: has ${TENANT_COLUMN} but is listed as a ${listedAs[0]} table`);
    if (!hasTenantColumn && listedAs[0] === 'exception')
      problems.push(`${config.name}: listed as an exception but has no ${TENANT_COLUMN}`);
    if (!hasTenantColumn && listedAs.length === 0)
      problems.push(
        `${config.name}: no ${TENANT_COLUMN} and not named as a reference or coordinator table in db/tenancy.unit.test.ts`,
      );
    placementOf.set(config.name, listedAs[0] ?? (hasTenantColumn ? 'tenant' : 'unlisted'));
  }

  const names = new Set(configs.map((config) => config.name));
  for (const listed of [
    ...Object.keys(lists.reference),
    ...Object.keys(lists.coordinator),
    ...Object.keys(lists.exceptions),
  ])
    if (!names.has(listed)) problems.push(`${listed}: listed but no such table in db/schema.ts`);

  const indexNames = new Set<string>();
  for (const config of configs) {
    if (placementOf.get(config.name) !== 'tenant') continue;

    const keys = [
      ...config.primaryKeys.map((key) => columnNames(key.columns)),
      ...(config.columns.some((column) => column.primary)
        ? [config.columns.filter((column) => column.primary).map((column) => column.name)]
        : []),
    ];
    if (keys.length === 0) problems.push(`${config.name}: no primary key (want ${TENANT_COLUMN} first)`);
    for (const key of keys)
      if (key[0] !== TENANT_COLUMN)
        problems.push(`${config.name}: primary key (${key.join(', ')}) does not start with ${TENANT_COLUMN}`);

    const uniques = [
      ...config.indexes
        .filter((index) => index.config.unique)
        .map((index) => ({
          name: index.config.name ?? '<unnamed index>',
          columns: columnNames(index.config.columns),
        })),
      ...config.uniqueConstraints.map((unique) => ({
        name: unique.getName() ?? '<unnamed constraint>',
        columns: columnNames(unique.columns),
      })),
      ...config.columns
        .filter((column) => column.isUnique)
        .map((column) => ({ name: column.uniqueName ?? column.name, columns: [column.name] })),
    ];
    for (const unique of uniques) {
      indexNames.add(unique.name);
      if (!unique.columns.includes(TENANT_COLUMN) && !(unique.name in lists.globalUnique))
        problems.push(
          `${config.name}: unique ${unique.name} (${unique.columns.join(', ')}) lacks ${TENANT_COLUMN}`,
        );
    }
  }
  for (const listed of Object.keys(lists.globalUnique))
    if (!indexNames.has(listed))
      problems.push(`${listed}: listed but no such unique index on a tenant table`);

  for (const config of configs) {
    for (const fk of config.foreignKeys) {
      const reference = fk.reference();
      const target = getTableConfig(reference.foreignTable).name;
      const from = placementOf.get(config.name);
      const to = placementOf.get(target);
      const what = `${config.name}: foreign key (${columnNames(reference.columns).join(', ')}) -> ${target} (${columnNames(reference.foreignColumns).join(', ')})`;
      if (from === 'tenant' && to === 'tenant') {
        if (
          reference.columns[0]?.name !== TENANT_COLUMN ||
          reference.foreignColumns[0]?.name !== TENANT_COLUMN
        )
          problems.push(`${what} does not start with ${TENANT_COLUMN} on both sides`);
      } else if (to === 'tenant') problems.push(`${what}: only a tenant table may refer to a tenant table`);
      else if (from === 'reference' && to !== 'reference')
        problems.push(`${what}: a reference table may refer only to reference tables`);
      else if (from === 'tenant' && to !== 'reference')
        problems.push(`${what}: a tenant table may refer only to tenant and reference tables`);
    }
  }
  return problems;
};

const schemaTables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
  is(value, PgTable),
);

describe('tenant tables (the Citus rule, docs/SCALING.md)', () => {
  it('every table of db/schema.ts keeps it or is named with its reason', () => {
    expect(schemaTables.length).toBeGreaterThan(30);
    expect(tenancyProblems(schemaTables, LISTS)).toEqual([]);
  });

  it('every named table and index has its reason', () => {
    for (const reason of Object.values(LISTS).flatMap((list) => Object.values(list)))
      expect(reason.length).toBeGreaterThan(20);
  });

  // The check itself, on tables made up for it: it must see each way a table can break the rule.
  const pid = () => bigint('partner_id', { mode: 'number' }).notNull();
  const id = () => bigint('id', { mode: 'number' }).notNull();
  const good = pgTable('t_good', { partnerId: pid(), id: id() }, (t) => [
    primaryKey({ columns: [t.partnerId, t.id] }),
  ]);
  const noLists: Lists = { reference: {}, coordinator: {}, exceptions: {}, globalUnique: {} };
  const problemsOf = (...tables: PgTable[]) => tenancyProblems([good, ...tables], noLists);

  it('accepts a tenant table keyed (partner_id, id)', () => {
    expect(problemsOf()).toEqual([]);
  });

  it('refuses a table without partner_id that is not named', () => {
    const lookup = pgTable('t_lookup', { code: text('code').primaryKey() });
    expect(problemsOf(lookup)).toEqual([expect.stringMatching(/^t_lookup: no partner_id and not named/)]);
    expect(tenancyProblems([lookup], { ...noLists, reference: { t_lookup: 'a reason' } })).toEqual([]);
  });

  it('refuses a tenant table without a key, or keyed without partner_id first', () => {
    const keyless = pgTable('t_keyless', { partnerId: pid(), id: id() });
    const idFirst = pgTable('t_id_first', { partnerId: pid(), id: id() }, (t) => [
      primaryKey({ columns: [t.id, t.partnerId] }),
    ]);
    const idOnly = pgTable('t_id_only', {
      id: bigint('id', { mode: 'number' }).primaryKey(),
      partnerId: pid(),
    });
    expect(problemsOf(keyless, idFirst, idOnly)).toEqual([
      't_keyless: no primary key (want partner_id first)',
      't_id_first: primary key (id, partner_id) does not start with partner_id',
      't_id_only: primary key (id) does not start with partner_id',
    ]);
    expect(tenancyProblems([idOnly], { ...noLists, exceptions: { t_id_only: 'a reason' } })).toEqual([]);
  });

  it('refuses a unique index without partner_id unless it is named', () => {
    const unique = pgTable('t_unique', { partnerId: pid(), id: id(), code: text('code').notNull() }, (t) => [
      primaryKey({ columns: [t.partnerId, t.id] }),
      uniqueIndex('t_unique_code_key').on(t.code),
      uniqueIndex('t_unique_partner_code_key').on(t.partnerId, t.code),
    ]);
    expect(problemsOf(unique)).toEqual(['t_unique: unique t_unique_code_key (code) lacks partner_id']);
    expect(
      tenancyProblems([unique], { ...noLists, globalUnique: { t_unique_code_key: 'a reason' } }),
    ).toEqual([]);
  });

  it('refuses a foreign key between tenant tables that does not lead with partner_id', () => {
    const child = (
      name: string,
      key: (t: { partnerId: PgColumn; goodId: PgColumn }) => ReturnType<typeof foreignKey>,
    ) =>
      pgTable(
        name,
        { partnerId: pid(), id: id(), goodId: bigint('good_id', { mode: 'number' }).notNull() },
        (t) => [primaryKey({ columns: [t.partnerId, t.id] }), key(t)],
      );
    const byId = child('t_by_id', (t) => foreignKey({ columns: [t.goodId], foreignColumns: [good.id] }));
    const byTenant = child('t_by_tenant', (t) =>
      foreignKey({ columns: [t.partnerId, t.goodId], foreignColumns: [good.partnerId, good.id] }),
    );
    expect(problemsOf(byId, byTenant)).toEqual([
      't_by_id: foreign key (good_id) -> t_good (id) does not start with partner_id on both sides',
    ]);
  });

  it('refuses a foreign key from a reference table to a tenant table', () => {
    const shared = pgTable(
      't_shared',
      {
        id: integer('id').primaryKey(),
        ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
        goodId: bigint('good_id', { mode: 'number' }).notNull(),
      },
      (t) => [foreignKey({ columns: [t.ownerId, t.goodId], foreignColumns: [good.partnerId, good.id] })],
    );
    expect(tenancyProblems([good, shared], { ...noLists, reference: { t_shared: 'a reason' } })).toEqual([
      't_shared: foreign key (owner_id, good_id) -> t_good (partner_id, id): only a tenant table may refer to a tenant table',
    ]);
  });
});
