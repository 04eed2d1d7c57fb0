import {
  COOPERATOR_STATES,
  type CooperatorFilter,
  type CooperatorInput,
  type CooperatorOption,
  type CooperatorPageQuery,
  type CooperatorRow,
  CooperatorState,
  type CooperatorUpdate,
} from '@portal/shared/contracts/sourcing';
import type { StateCounts } from '@portal/shared/contracts/settlement';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { batchAfter, noTotal, pageOf } from '../../../db/paging';
import { uniqueViolationOf } from '../../../db/unique-violation';
import { writeAudit } from '../../../platform/audit';
import { fail, notFound } from '../../../platform/errors';
import { sourcingCooperators } from './sourcing.table';

/** Who acts: an account of the partner, or null for the operator and the seed. */
export type SourcingActor = { partnerId: number; accountId: number | null };

export type CooperatorRecord = typeof sourcingCooperators.$inferSelect;

const c = sourcingCooperators;
const NAME_INDEX = 'sourcing_cooperators_name_idx';

export const cooperatorRowOf = (row: CooperatorRecord): CooperatorRow => ({
  id: row.id,
  name: row.name,
  creditCode: row.creditCode,
  contactName: row.contactName,
  phone: row.phone,
  email: row.email,
  region: row.region,
  supplyScope: row.supplyScope,
  remark: row.remark,
  state: row.state as CooperatorState,
  askedCount: row.askedCount,
  answeredCount: row.answeredCount,
  createdTime: row.createdTime.toISOString(),
  updatedTime: row.updatedTime.toISOString(),
});

const filterOf = (partnerId: number, filter: CooperatorFilter): SQL | undefined =>
  and(
    eq(c.partnerId, partnerId),
    filter.keyword
      ? or(
          ilike(c.name, containsPattern(filter.keyword)),
          ilike(c.contactName, containsPattern(filter.keyword)),
          ilike(c.phone, containsPattern(filter.keyword)),
          ilike(c.supplyScope, containsPattern(filter.keyword)),
        )
      : undefined,
    filter.region ? ilike(c.region, containsPattern(filter.region)) : undefined,
    filter.state ? eq(c.state, filter.state) : undefined,
  );

/** The partner's cooperation partners matching the filter, newest first unless sorted otherwise. */
export const listCooperators = async (
  db: DbOrTx,
  partnerId: number,
  query: CooperatorPageQuery,
): Promise<{ rows: CooperatorRow[]; total: number }> => {
  const direction = query.sortType === 'asc' ? asc : desc;
  const column = query.sortBy === 'name' ? c.name : c.createdTime;
  const { rows, total } = await pageOf(
    db,
    query,
    (total) => db.select({ cooperator: c, total }).from(c).$dynamic(),
    filterOf(partnerId, query),
    [direction(column), direction(c.id)],
  );
  return { total, rows: rows.map((row) => cooperatorRowOf(row.cooperator)) };
};

/** A keyset batch of the filtered cooperation partners for their export, newest id first. */
export const listCooperatorsAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: CooperatorFilter,
  afterId: number | undefined,
  limit: number,
): Promise<CooperatorRow[]> => {
  const rows = await batchAfter(
    db.select({ cooperator: c, total: noTotal() }).from(c).$dynamic(),
    filterOf(partnerId, filter),
    c.id,
    afterId,
    limit,
  );
  return rows.map((row) => cooperatorRowOf(row.cooperator));
};

/** How many of the partner's cooperation partners are active (1) and disabled (2). */
export const cooperatorStateCounts = async (db: DbOrTx, partnerId: number): Promise<StateCounts> => {
  const rows = await db
    .select({ state: c.state, count: count() })
    .from(c)
    .where(eq(c.partnerId, partnerId))
    .groupBy(c.state);
  const byState = new Map(rows.map((row) => [row.state, Number(row.count)]));
  return Object.fromEntries(COOPERATOR_STATES.map((state) => [String(state), byState.get(state) ?? 0]));
};

/** Active cooperation partners whose name holds the keyword, by name (at most 50), for a picker. */
export const cooperatorOptions = async (
  db: DbOrTx,
  partnerId: number,
  keyword: string | null | undefined,
): Promise<CooperatorOption[]> =>
  db
    .select({ id: c.id, name: c.name, contactName: c.contactName, supplyScope: c.supplyScope })
    .from(c)
    .where(
      and(
        eq(c.partnerId, partnerId),
        eq(c.state, CooperatorState.active),
        keyword ? ilike(c.name, containsPattern(keyword)) : undefined,
      ),
    )
    .orderBy(asc(c.name))
    .limit(50);

/** The partner's cooperation partner; another partner's id answers like a missing one. */
export const cooperatorOf = async (db: DbOrTx, partnerId: number, id: number): Promise<CooperatorRecord> => {
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.partnerId, partnerId), eq(c.id, id)));
  if (!row) throw notFound('sourcing.cooperator.notFound');
  return row;
};

/** The partner's cooperation partners of `ids` (others are left out). */
export const cooperatorsOf = (db: DbOrTx, partnerId: number, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([] as CooperatorRecord[])
    : db
        .select()
        .from(c)
        .where(and(eq(c.partnerId, partnerId), inArray(c.id, [...ids])));

/** The partner's cooperation partner of that exact name, if any. */
export const cooperatorByName = async (
  db: DbOrTx,
  partnerId: number,
  name: string,
): Promise<CooperatorRecord | undefined> => {
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.partnerId, partnerId), eq(c.name, name)));
  return row;
};

const valuesOf = (input: CooperatorInput) => ({
  name: input.name,
  creditCode: input.creditCode ?? null,
  contactName: input.contactName,
  phone: input.phone,
  email: input.email ?? null,
  region: input.region ?? null,
  supplyScope: input.supplyScope ?? null,
  remark: input.remark ?? null,
});

/** A name taken by another of the partner's cooperation partners (also between check and write). */
const nameGuarded = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (uniqueViolationOf(error) === NAME_INDEX) throw fail('sourcing.cooperator.nameExists', { name });
    throw error;
  }
};

const assertNameFree = async (tx: DbOrTx, partnerId: number, name: string, self?: number) => {
  const taken = await cooperatorByName(tx, partnerId, name);
  if (taken && taken.id !== self) throw fail('sourcing.cooperator.nameExists', { name });
};

/** Adds an active cooperation partner; its name must be new among the partner's. */
export const addCooperator = (
  db: DbOrTx,
  actor: SourcingActor,
  input: CooperatorInput,
): Promise<CooperatorRecord> =>
  nameGuarded(input.name, () =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, actor.partnerId, input.name);
      const [row] = await tx
        .insert(c)
        .values({
          partnerId: actor.partnerId,
          ...valuesOf(input),
          state: CooperatorState.active,
          createdBy: actor.accountId,
        })
        .returning();
      await writeAudit(tx, {
        partnerId: actor.partnerId,
        accountId: actor.accountId,
        action: 'cooperatorAdded',
        entity: 'cooperator',
        entityId: row.id,
        after: valuesOf(input),
      });
      return row;
    }),
  );

/**
 * Corrects a cooperation partner's details. Requests already sent keep the name they were sent
 * with (sourcing_firms.name).
 */
export const updateCooperator = (
  db: DbOrTx,
  actor: SourcingActor,
  input: CooperatorUpdate,
): Promise<CooperatorRecord> =>
  nameGuarded(input.name, () =>
    db.transaction(async (tx) => {
      const before = await cooperatorOf(tx, actor.partnerId, input.id);
      await assertNameFree(tx, actor.partnerId, input.name, input.id);
      const [after] = await tx
        .update(c)
        .set({ ...valuesOf(input), updatedTime: new Date() })
        .where(and(eq(c.partnerId, actor.partnerId), eq(c.id, input.id)))
        .returning();
      await writeAudit(tx, {
        partnerId: actor.partnerId,
        accountId: actor.accountId,
        action: 'cooperatorUpdated',
        entity: 'cooperator',
        entityId: input.id,
        before: valuesOf(before as CooperatorInput),
        after: valuesOf(input),
      });
      return after;
    }),
  );

const moveCooperator =
  (from: CooperatorState, to: CooperatorState, refusal: string, action: string) =>
  (db: DbOrTx, actor: SourcingActor, id: number): Promise<CooperatorRecord> =>
    db.transaction(async (tx) => {
      await cooperatorOf(tx, actor.partnerId, id);
      const [after] = await tx
        .update(c)
        .set({ state: to, updatedTime: new Date() })
        .where(and(eq(c.partnerId, actor.partnerId), eq(c.id, id), eq(c.state, from)))
        .returning();
      if (!after) throw fail(refusal);
      await writeAudit(tx, {
        partnerId: actor.partnerId,
        accountId: actor.accountId,
        action,
        entity: 'cooperator',
        entityId: id,
        before: { state: from },
        after: { state: to },
      });
      return after;
    });

/** Disables an active cooperation partner: new requests cannot ask it; sent ones still take its answers. */
export const disableCooperator = moveCooperator(
  CooperatorState.active,
  CooperatorState.disabled,
  'sourcing.cooperator.notActive',
  'cooperatorDisabled',
);

/** Enables a disabled cooperation partner again. */
export const enableCooperator = moveCooperator(
  CooperatorState.disabled,
  CooperatorState.active,
  'sourcing.cooperator.notDisabled',
  'cooperatorEnabled',
);

/** Counts a request's asking (on send) or a firm's first answer to a request. */
export const countCooperators = async (
  tx: DbOrTx,
  partnerId: number,
  ids: readonly number[],
  column: 'askedCount' | 'answeredCount',
): Promise<void> => {
  if (ids.length === 0) return;
  await tx
    .update(c)
    .set({ [column]: sql`${c[column]} + 1` })
    .where(and(eq(c.partnerId, partnerId), inArray(c.id, [...ids])));
};
