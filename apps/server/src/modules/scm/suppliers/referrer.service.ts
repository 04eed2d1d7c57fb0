import type {
  ReferrerFilter,
  ReferrerInputParsed,
  ReferrerOption,
  ReferrerPageQuery,
  ReferrerRow,
  ReferrerUpdate,
} from '@portal/shared/contracts/suppliers';
import { compareMoney } from '@portal/shared/money';
import { and, asc, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { batchAfter, noTotal, pageOf } from '../../../db/paging';
import { uniqueViolationOf } from '../../../db/unique-violation';
import { writeAudit } from '../../../platform/audit';
import { fail, notFound } from '../../../platform/errors';
import type { ScmActor } from './label.service';
import { scmReferrers, scmSuppliers } from './suppliers.table';

const r = scmReferrers;

/** A page of the partner's referrers for the referrer select, in name order (`id`: that one only). */
export const listReferrerOptions = async (
  db: DbOrTx,
  partnerId: number,
  query: { name: string | null; id?: number | null; page: { current: number; size: number } },
): Promise<{ rows: ReferrerOption[]; total: number }> => {
  const where = and(
    eq(r.partnerId, partnerId),
    query.name ? ilike(r.name, containsPattern(query.name)) : undefined,
    query.id ? eq(r.id, query.id) : undefined,
  );
  const { rows, total } = await pageOf(
    db,
    query.page,
    (t) => db.select({ id: r.id, name: r.name, total: t }).from(r).$dynamic(),
    where,
    [asc(r.name), asc(r.id)],
  );
  return { total, rows: rows.map(({ id, name }) => ({ id, name })) };
};

// drizzle leaves the columns of a one-table select unqualified: the correlated subqueries name
// the outer table themselves, or they would compare their own rows' columns.
const supplierCount = sql<number>`(select count(*)::int from scm_suppliers s
  where s.partner_id = scm_referrers.partner_id and s.referrer_id = scm_referrers.id)`;

const rowOf = (row: { referrer: typeof r.$inferSelect; supplierCount: number }): ReferrerRow => ({
  id: row.referrer.id,
  name: row.referrer.name,
  phone: row.referrer.phone,
  commissionRate: row.referrer.commissionRate,
  remark: row.referrer.remark,
  supplierCount: row.supplierCount,
  createdTime: row.referrer.createdTime.toISOString(),
  updatedTime: row.referrer.updatedTime.toISOString(),
});

const selectRows = (db: DbOrTx, total: SQL<number>) =>
  db.select({ referrer: r, supplierCount, total }).from(r).$dynamic();

const filterOf = (partnerId: number, filter: ReferrerFilter) =>
  and(eq(r.partnerId, partnerId), filter.name ? ilike(r.name, containsPattern(filter.name)) : undefined);

const SORTED_BY = { createdTime: r.createdTime, name: r.name, commissionRate: r.commissionRate } as const;

/** A page of the partner's referrers, newest first unless sorted otherwise, with supplier counts. */
export const listReferrers = async (db: DbOrTx, partnerId: number, query: ReferrerPageQuery) => {
  const direction = query.sortType === 'asc' ? asc : desc;
  const { rows, total } = await pageOf(db, query, (t) => selectRows(db, t), filterOf(partnerId, query), [
    direction(SORTED_BY[(query.sortBy ?? 'createdTime') as keyof typeof SORTED_BY]),
    direction(r.id),
  ]);
  return { total, rows: rows.map(rowOf) };
};

/** A keyset batch of the filtered referrers for their export. */
export const listReferrersAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: ReferrerFilter,
  afterId: number | undefined,
  limit: number,
): Promise<ReferrerRow[]> =>
  (await batchAfter(selectRows(db, noTotal()), filterOf(partnerId, filter), r.id, afterId, limit)).map(rowOf);

/** One referrer of the partner; another partner's id answers like a missing one. */
export const referrerDetail = async (db: DbOrTx, partnerId: number, id: number): Promise<ReferrerRow> => {
  const [row] = await selectRows(db, noTotal()).where(and(eq(r.partnerId, partnerId), eq(r.id, id)));
  if (!row) throw notFound('referrer.notFound');
  return rowOf(row);
};

const takenName = (error: unknown, name: string): never => {
  if (uniqueViolationOf(error) === 'scm_referrers_name_idx') throw fail('referrer.exists', { name });
  throw error;
};

const assertNameFree = async (db: DbOrTx, partnerId: number, name: string, exceptId?: number) => {
  const [row] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.partnerId, partnerId), eq(r.name, name)));
  if (row && row.id !== exceptId) throw fail('referrer.exists', { name });
};

export const createReferrer = async (
  db: DbOrTx,
  actor: ScmActor,
  input: ReferrerInputParsed,
): Promise<ReferrerRow> => {
  await assertNameFree(db, actor.partnerId, input.name);
  const [created] = await db
    .insert(r)
    .values({ partnerId: actor.partnerId, ...input, createdBy: actor.accountId })
    .returning({ id: r.id })
    .catch((error) => takenName(error, input.name));
  return referrerDetail(db, actor.partnerId, created.id);
};

/** Changes a referrer; a changed commission rate is audited. */
export const updateReferrer = async (
  db: DbOrTx,
  actor: ScmActor,
  input: ReferrerUpdate,
): Promise<ReferrerRow> => {
  const before = await referrerDetail(db, actor.partnerId, input.id);
  await assertNameFree(db, actor.partnerId, input.name, input.id);
  const { id, ...fields } = input;
  await db
    .transaction(async (tx) => {
      await tx
        .update(r)
        .set({ ...fields, updatedTime: new Date() })
        .where(and(eq(r.partnerId, actor.partnerId), eq(r.id, id)));
      if (compareMoney(before.commissionRate, fields.commissionRate) !== 0) {
        await writeAudit(tx, {
          partnerId: actor.partnerId,
          accountId: actor.accountId,
          action: 'scm.referrer.rate',
          entity: 'scm_referrer',
          entityId: id,
          before: { commissionRate: before.commissionRate },
          after: { commissionRate: fields.commissionRate },
        });
      }
    })
    .catch((error) => takenName(error, input.name));
  return referrerDetail(db, actor.partnerId, id);
};

/**
 * Deletes a referrer. While suppliers name it the delete is refused (1111 with their count),
 * unless `unlink`: then their referrer is cleared in the same transaction.
 */
export const deleteReferrer = async (
  db: DbOrTx,
  actor: ScmActor,
  input: { id: number; unlink: boolean },
): Promise<void> => {
  await db.transaction(async (tx) => {
    const [referrer] = await tx
      .select()
      .from(r)
      .where(and(eq(r.partnerId, actor.partnerId), eq(r.id, input.id)))
      .for('update');
    if (!referrer) throw notFound('referrer.notFound');
    const suppliersOf = and(
      eq(scmSuppliers.partnerId, actor.partnerId),
      eq(scmSuppliers.referrerId, input.id),
    );
    const [{ count }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(scmSuppliers)
      .where(suppliersOf);
    if (count > 0 && !input.unlink) throw fail('referrer.inUse', { count });
    if (count > 0) {
      await tx.update(scmSuppliers).set({ referrerId: null, updatedTime: new Date() }).where(suppliersOf);
    }
    await tx.delete(r).where(and(eq(r.partnerId, actor.partnerId), eq(r.id, input.id)));
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'scm.referrer.delete',
      entity: 'scm_referrer',
      entityId: input.id,
      before: { name: referrer.name, commissionRate: referrer.commissionRate, unlinkedSuppliers: count },
    });
  });
};

/** Refuses a referrer id that is not the partner's, like a missing referrer. */
export const assertOwnReferrer = async (db: DbOrTx, partnerId: number, id: number | null) => {
  if (id === null) return;
  const [row] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.partnerId, partnerId), eq(r.id, id)));
  if (!row) throw notFound('referrer.notFound');
};
