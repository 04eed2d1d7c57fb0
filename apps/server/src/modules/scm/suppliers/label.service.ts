import type {
  LabelInputParsed,
  LabelOption,
  LabelPageQuery,
  LabelRow,
  LabelUpdate,
} from '@portal/shared/contracts/suppliers';
import { and, asc, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { pageOf } from '../../../db/paging';
import { uniqueViolationOf } from '../../../db/unique-violation';
import { writeAudit } from '../../../platform/audit';
import { fail, notFound } from '../../../platform/errors';
import { scmGoodsLabels } from '../goods/scm-goods.table';
import { scmLabels, scmSupplierLabels } from './suppliers.table';

/** Who acts on suppliers, referrers and labels: an account of the partner, or null for the seed. */
export type ScmActor = { partnerId: number; accountId: number | null };

const l = scmLabels;

/** The partner's labels for the label select, in sort order then name. */
export const listLabelOptions = async (db: DbOrTx, partnerId: number): Promise<LabelOption[]> =>
  db
    .select({ id: l.id, labelName: l.labelName, color: l.color })
    .from(l)
    .where(eq(l.partnerId, partnerId))
    .orderBy(asc(l.sort), asc(l.labelName), asc(l.id));

// drizzle leaves the columns of a one-table select unqualified: the correlated subqueries name
// the outer table themselves, or they would compare their own rows' columns.
const supplierCount = sql<number>`(select count(*)::int from scm_supplier_labels sl
  where sl.partner_id = scm_labels.partner_id and sl.label_id = scm_labels.id)`;
const goodsCount = sql<number>`(select count(*)::int from scm_goods_labels gl
  where gl.partner_id = scm_labels.partner_id and gl.label_id = scm_labels.id)`;

const rowOf = (row: typeof l.$inferSelect & { supplierCount: number; goodsCount: number }): LabelRow => ({
  id: row.id,
  labelName: row.labelName,
  color: row.color,
  sort: row.sort,
  supplierCount: row.supplierCount,
  goodsCount: row.goodsCount,
  createdTime: row.createdTime.toISOString(),
});

const selectRows = (db: DbOrTx, total: SQL<number>) =>
  db.select({ label: l, supplierCount, goodsCount, total }).from(l).$dynamic();

/** A page of the partner's labels (sort order unless asked otherwise) with their use counts. */
export const listLabels = async (db: DbOrTx, partnerId: number, query: LabelPageQuery) => {
  const where = and(
    eq(l.partnerId, partnerId),
    query.labelName ? ilike(l.labelName, containsPattern(query.labelName)) : undefined,
  );
  const direction = query.sortType === 'desc' ? desc : asc;
  const orderBy =
    query.sortBy === 'createdTime'
      ? [direction(l.createdTime), direction(l.id)]
      : [direction(l.sort), direction(l.labelName), direction(l.id)];
  const { rows, total } = await pageOf(db, query, (t) => selectRows(db, t), where, orderBy);
  return { total, rows: rows.map((row) => rowOf({ ...row.label, ...row })) };
};

/** One label of the partner with its counts; another partner's id answers like a missing one. */
export const labelDetail = async (db: DbOrTx, partnerId: number, id: number): Promise<LabelRow> => {
  const [row] = await selectRows(db, sql<number>`0`).where(and(eq(l.partnerId, partnerId), eq(l.id, id)));
  if (!row) throw notFound('label.notFound');
  return rowOf({ ...row.label, ...row });
};

/** Refuses label ids that are not the partner's, like missing labels. */
export const assertOwnLabels = async (db: DbOrTx, partnerId: number, ids: readonly number[]) => {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: l.id })
    .from(l)
    .where(and(eq(l.partnerId, partnerId), inArray(l.id, [...ids])));
  if (found.length !== new Set(ids).size) throw notFound('label.notFound');
};

const takenName = (error: unknown, name: string): never => {
  if (uniqueViolationOf(error) === 'scm_labels_name_idx') throw fail('label.exists', { name });
  throw error;
};

const nameTaken = async (db: DbOrTx, partnerId: number, name: string, exceptId?: number) => {
  const [row] = await db
    .select({ id: l.id })
    .from(l)
    .where(and(eq(l.partnerId, partnerId), eq(l.labelName, name)));
  return row !== undefined && row.id !== exceptId;
};

export const createLabel = async (
  db: DbOrTx,
  actor: ScmActor,
  input: LabelInputParsed,
): Promise<LabelRow> => {
  if (await nameTaken(db, actor.partnerId, input.labelName))
    throw fail('label.exists', { name: input.labelName });
  const id = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(l)
        .values({
          partnerId: actor.partnerId,
          labelName: input.labelName,
          color: input.color,
          sort: input.sort,
        })
        .returning({ id: l.id });
      return created.id;
    })
    .catch((error) => takenName(error, input.labelName));
  return labelDetail(db, actor.partnerId, id);
};

export const updateLabel = async (db: DbOrTx, actor: ScmActor, input: LabelUpdate): Promise<LabelRow> => {
  await labelDetail(db, actor.partnerId, input.id);
  if (await nameTaken(db, actor.partnerId, input.labelName, input.id)) {
    throw fail('label.exists', { name: input.labelName });
  }
  await db
    .update(l)
    .set({ labelName: input.labelName, color: input.color, sort: input.sort, updatedTime: new Date() })
    .where(and(eq(l.partnerId, actor.partnerId), eq(l.id, input.id)))
    .catch((error) => takenName(error, input.labelName));
  return labelDetail(db, actor.partnerId, input.id);
};

/** Deletes the label and, in the same transaction, its links to suppliers and SCM goods. */
export const deleteLabel = async (db: DbOrTx, actor: ScmActor, id: number): Promise<void> => {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(l)
      .where(and(eq(l.partnerId, actor.partnerId), eq(l.id, id)))
      .returning();
    if (!deleted) throw notFound('label.notFound');
    const suppliers = await tx
      .delete(scmSupplierLabels)
      .where(and(eq(scmSupplierLabels.partnerId, actor.partnerId), eq(scmSupplierLabels.labelId, id)))
      .returning({ id: scmSupplierLabels.supplierId });
    const goods = await tx
      .delete(scmGoodsLabels)
      .where(and(eq(scmGoodsLabels.partnerId, actor.partnerId), eq(scmGoodsLabels.labelId, id)))
      .returning({ id: scmGoodsLabels.scmGoodsId });
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'scm.label.delete',
      entity: 'scm_label',
      entityId: id,
      before: { labelName: deleted.labelName, suppliers: suppliers.length, goods: goods.length },
    });
  });
};
