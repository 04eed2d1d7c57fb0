import {
  SCM_AUTHORIZATION_VALIDITIES,
  SCM_AUTHORIZATION_WARN_DAYS,
  type ScmAuthorizationFilter,
  type ScmAuthorizationInput,
  type ScmAuthorizationPageQuery,
  type ScmAuthorizationRenew,
  type ScmAuthorizationRow,
  ScmAuthorizationState,
  type ScmAuthorizationUpdate,
  type ScmAuthorizationValidity,
} from '@portal/shared/contracts/scm-goods';
import type { StateCounts } from '@portal/shared/contracts/settlement';
import { and, asc, count, desc, eq, gt, gte, ilike, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { qualified } from './scm-sql';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { batchAfter, noTotal, pageOf } from '../../../db/paging';
import { writeAudit } from '../../../platform/audit';
import { fail, notFound } from '../../../platform/errors';
import { addDays, daysBetween } from '../../../platform/local-time';
import { assertOwnFile, fileSummariesOf, signedFileUrl } from '../../communal/files.service';
import { type ScmActor, scmGoodsOf, supplierNameSql, supplierOf } from './scm-goods.service';
import { scmAuthorizations, scmGoods } from './scm-goods.table';

const a = scmAuthorizations;
const g = scmGoods;

export type ScmAuthorizationRecord = typeof a.$inferSelect;

/** The letter's validity on `today`: ended before it, ending within the warning window, or valid. */
export const validityOn = (validTo: string, today: string): ScmAuthorizationValidity =>
  validTo < today ? 'expired' : validTo <= addDays(today, SCM_AUTHORIZATION_WARN_DAYS) ? 'expiring' : 'valid';

const validityWhere = (validity: ScmAuthorizationValidity, today: string): SQL | undefined => {
  const soon = addDays(today, SCM_AUTHORIZATION_WARN_DAYS);
  if (validity === 'expired') return lt(a.validTo, today);
  if (validity === 'expiring') return and(gte(a.validTo, today), lte(a.validTo, soon));
  return gt(a.validTo, soon);
};

const goodsNameSql = sql<
  string | null
>`(select ${qualified(g.name)} from ${g} where ${qualified(g.partnerId)} = ${qualified(a.partnerId)} and ${qualified(g.id)} = ${qualified(a.scmGoodsId)})`;

const selected = {
  letter: a,
  supplierName: supplierNameSql(a.partnerId, a.supplierId),
  goodsName: goodsNameSql,
};
type Selected = { letter: ScmAuthorizationRecord; supplierName: string; goodsName: string | null };

const filterOf = (partnerId: number, filter: ScmAuthorizationFilter, today: string, withValidity = true) => {
  const pattern = filter.keyword ? containsPattern(filter.keyword) : undefined;
  return and(
    eq(a.partnerId, partnerId),
    pattern
      ? or(
          ilike(a.letterNo, pattern),
          ilike(a.brandName, pattern),
          sql`${goodsNameSql} ilike ${pattern}`,
          sql`${supplierNameSql(a.partnerId, a.supplierId)} ilike ${pattern}`,
        )
      : undefined,
    filter.supplierId ? eq(a.supplierId, filter.supplierId) : undefined,
    withValidity && filter.validity ? validityWhere(filter.validity, today) : undefined,
  );
};

const rowsOf = async (
  db: DbOrTx,
  partnerId: number,
  rows: readonly Selected[],
  today: string,
): Promise<ScmAuthorizationRow[]> => {
  const files = await fileSummariesOf(
    db,
    partnerId,
    rows.flatMap((row) => row.letter.fileIds),
  );
  const fileById = new Map(files.map((file) => [file.id, file]));
  return rows.map(({ letter, supplierName, goodsName }) => ({
    id: letter.id,
    supplierId: letter.supplierId,
    supplierName,
    scmGoodsId: letter.scmGoodsId,
    goodsName,
    brandName: letter.brandName,
    letterNo: letter.letterNo,
    files: letter.fileIds.flatMap((id) => {
      const file = fileById.get(id);
      return file ? [{ id, name: file.name, kind: file.kind, url: signedFileUrl(partnerId, id) }] : [];
    }),
    validFrom: letter.validFrom,
    validTo: letter.validTo,
    validity: validityOn(letter.validTo, today),
    daysLeft: daysBetween(today, letter.validTo),
    remark: letter.remark,
    createdTime: letter.createdTime.toISOString(),
    updatedTime: letter.updatedTime.toISOString(),
  }));
};

/** A page of the partner's authorization letters matching the filter, ending soonest first by default. */
export const listScmAuthorizations = async (
  db: DbOrTx,
  partnerId: number,
  query: ScmAuthorizationPageQuery,
  today: string,
): Promise<{ rows: ScmAuthorizationRow[]; total: number }> => {
  const sortBy = query.sortBy ?? 'validTo';
  const direction = (query.sortType ?? (sortBy === 'validTo' ? 'asc' : 'desc')) === 'asc' ? asc : desc;
  const column = sortBy === 'createdTime' ? a.createdTime : a.validTo;
  const { rows, total } = await pageOf(
    db,
    query,
    (total) =>
      db
        .select({ ...selected, total })
        .from(a)
        .$dynamic(),
    filterOf(partnerId, query, today),
    [direction(column), direction(a.id)],
  );
  return { total, rows: await rowsOf(db, partnerId, rows, today) };
};

/** A keyset batch of the filtered letters for their export, newest id first. */
export const listScmAuthorizationsAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: ScmAuthorizationFilter,
  today: string,
  afterId: number | undefined,
  limit: number,
): Promise<ScmAuthorizationRow[]> =>
  rowsOf(
    db,
    partnerId,
    await batchAfter(
      db
        .select({ ...selected, total: noTotal() })
        .from(a)
        .$dynamic(),
      filterOf(partnerId, filter, today),
      a.id,
      afterId,
      limit,
    ),
    today,
  );

/** How many letters matching the filter (validity aside) are valid, expiring and expired on `today`. */
export const scmAuthorizationCounts = async (
  db: DbOrTx,
  partnerId: number,
  filter: ScmAuthorizationFilter,
  today: string,
): Promise<StateCounts> => {
  const soon = addDays(today, SCM_AUTHORIZATION_WARN_DAYS);
  const validity = sql<ScmAuthorizationValidity>`case when ${a.validTo} < ${today}::date then 'expired'
    when ${a.validTo} <= ${soon}::date then 'expiring' else 'valid' end`;
  const rows = await db
    .select({ validity, count: count() })
    .from(a)
    .where(filterOf(partnerId, filter, today, false))
    // By position: the same expression written twice would carry different parameters.
    .groupBy(sql`1`);
  const byValidity = new Map(rows.map((row) => [row.validity, Number(row.count)]));
  return Object.fromEntries(SCM_AUTHORIZATION_VALIDITIES.map((v) => [v, byValidity.get(v) ?? 0]));
};

/** The partner's letter; another partner's id answers like a missing one. */
export const scmAuthorizationOf = async (db: DbOrTx, partnerId: number, id: number) => {
  const [row] = await db
    .select()
    .from(a)
    .where(and(eq(a.partnerId, partnerId), eq(a.id, id)))
    .for('update');
  if (!row) throw notFound('scmAuthorization.notFound');
  return row;
};

/** One letter as a row, on `today`. */
export const scmAuthorizationRow = async (
  db: DbOrTx,
  partnerId: number,
  id: number,
  today: string,
): Promise<ScmAuthorizationRow> => {
  const rows = await db
    .select(selected)
    .from(a)
    .where(and(eq(a.partnerId, partnerId), eq(a.id, id)));
  if (rows.length === 0) throw notFound('scmAuthorization.notFound');
  const [row] = await rowsOf(db, partnerId, rows, today);
  return row;
};

const LETTER_FILE_KINDS = ['image', 'pdf'] as const;

const assertReferences = async (tx: DbOrTx, partnerId: number, input: ScmAuthorizationInput) => {
  await supplierOf(tx, partnerId, input.supplierId);
  if (input.scmGoodsId) {
    const goods = await scmGoodsOf(tx, partnerId, input.scmGoodsId);
    if (goods.supplierId !== input.supplierId) throw fail('scmAuthorization.goodsNotOfSupplier');
  }
  for (const fileId of new Set(input.fileIds)) await assertOwnFile(tx, partnerId, fileId, LETTER_FILE_KINDS);
};

const valuesOf = (input: ScmAuthorizationInput) => ({
  supplierId: input.supplierId,
  scmGoodsId: input.scmGoodsId ?? null,
  brandName: input.brandName ?? null,
  letterNo: input.letterNo ?? null,
  fileIds: [...new Set(input.fileIds)],
  validFrom: input.validFrom,
  validTo: input.validTo,
  remark: input.remark ?? null,
});

/** Adds a supplier's authorization letter (for one of its goods, or all of them when none). */
export const addScmAuthorization = (db: DbOrTx, actor: ScmActor, input: ScmAuthorizationInput) =>
  db.transaction(async (tx) => {
    await assertReferences(tx, actor.partnerId, input);
    const [row] = await tx
      .insert(a)
      .values({
        partnerId: actor.partnerId,
        ...valuesOf(input),
        state: ScmAuthorizationState.unwarned,
        createdBy: actor.accountId,
      })
      .returning();
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'scmAuthorizationAdded',
      entity: 'scmAuthorization',
      entityId: row.id,
      after: valuesOf(input),
    });
    return row;
  });

/** Corrects a letter; a changed last day starts its warnings over. */
export const updateScmAuthorization = (db: DbOrTx, actor: ScmActor, input: ScmAuthorizationUpdate) =>
  db.transaction(async (tx) => {
    const before = await scmAuthorizationOf(tx, actor.partnerId, input.id);
    await assertReferences(tx, actor.partnerId, input);
    const [row] = await tx
      .update(a)
      .set({
        ...valuesOf(input),
        ...(before.validTo !== input.validTo ? { state: ScmAuthorizationState.unwarned } : {}),
        updatedTime: new Date(),
      })
      .where(and(eq(a.partnerId, actor.partnerId), eq(a.id, input.id)))
      .returning();
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'scmAuthorizationUpdated',
      entity: 'scmAuthorization',
      entityId: input.id,
      before,
      after: valuesOf(input),
    });
    return row;
  });

/** Gives a letter a new validity that ends later than the one it had; its warnings start over. */
export const renewScmAuthorization = (db: DbOrTx, actor: ScmActor, input: ScmAuthorizationRenew) =>
  db.transaction(async (tx) => {
    const before = await scmAuthorizationOf(tx, actor.partnerId, input.id);
    if (input.validTo <= before.validTo)
      throw fail('scmAuthorization.renewNotLater', { validTo: before.validTo });
    const fileIds = input.fileIds && input.fileIds.length > 0 ? [...new Set(input.fileIds)] : before.fileIds;
    for (const fileId of input.fileIds ?? [])
      await assertOwnFile(tx, actor.partnerId, fileId, LETTER_FILE_KINDS);
    const [row] = await tx
      .update(a)
      .set({
        validFrom: input.validFrom,
        validTo: input.validTo,
        fileIds,
        letterNo: input.letterNo ?? before.letterNo,
        state: ScmAuthorizationState.unwarned,
        updatedTime: new Date(),
      })
      .where(and(eq(a.partnerId, actor.partnerId), eq(a.id, input.id)))
      .returning();
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'scmAuthorizationRenewed',
      entity: 'scmAuthorization',
      entityId: input.id,
      before: { validFrom: before.validFrom, validTo: before.validTo, fileIds: before.fileIds },
      after: { validFrom: input.validFrom, validTo: input.validTo, fileIds },
    });
    return row;
  });

/** Deletes a letter. */
export const deleteScmAuthorization = (db: DbOrTx, actor: ScmActor, id: number) =>
  db.transaction(async (tx) => {
    const before = await scmAuthorizationOf(tx, actor.partnerId, id);
    await tx.delete(a).where(and(eq(a.partnerId, actor.partnerId), eq(a.id, id)));
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'scmAuthorizationDeleted',
      entity: 'scmAuthorization',
      entityId: id,
      before,
    });
  });
