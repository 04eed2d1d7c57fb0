import {
  SUPPLIER_SEARCH_SIZE,
  type SupplierFilter,
  type SupplierInputParsed,
  type SupplierOption,
  type SupplierPageQuery,
  type SupplierRow,
  type SupplierUpdate,
} from '@portal/shared/contracts/suppliers';
import { SupplierState } from '@portal/shared/scm-states';
import { and, asc, desc, eq, gte, ilike, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { containsPattern } from '../../../db/like';
import { batchAfter, noTotal, pageOf } from '../../../db/paging';
import { uniqueViolationOf } from '../../../db/unique-violation';
import { writeAudit } from '../../../platform/audit';
import { fail, notFound } from '../../../platform/errors';
import { nationalRegions } from '../../communal/region-data';
import { assertOwnLabels, type ScmActor } from './label.service';
import { assertOwnReferrer } from './referrer.service';
import { scmLabels, scmReferrers, scmSupplierLabels, scmSuppliers } from './suppliers.table';

const s = scmSuppliers;

// ---- the selectors ----

/** Active suppliers whose name contains `keyword`, at most 20, in name order (the supplier select). */
export const searchSuppliers = async (
  db: DbOrTx,
  partnerId: number,
  keyword: string | null,
): Promise<SupplierOption[]> => {
  const rows = await db
    .select({ id: s.id, supplierName: s.name, state: s.state })
    .from(s)
    .where(
      and(
        eq(s.partnerId, partnerId),
        eq(s.state, SupplierState.active),
        keyword ? ilike(s.name, containsPattern(keyword)) : undefined,
      ),
    )
    .orderBy(asc(s.name), asc(s.id))
    .limit(SUPPLIER_SEARCH_SIZE);
  return rows as SupplierOption[];
};

/** A page of the partner's suppliers in name order (the paged supplier select; `id`: that one only). */
export const listSupplierOptions = async (
  db: DbOrTx,
  partnerId: number,
  query: {
    supplierName: string | null;
    id?: number | null;
    state?: SupplierState | null;
    page: { current: number; size: number };
  },
): Promise<{ rows: SupplierOption[]; total: number }> => {
  const where = and(
    eq(s.partnerId, partnerId),
    query.supplierName ? ilike(s.name, containsPattern(query.supplierName)) : undefined,
    query.id ? eq(s.id, query.id) : undefined,
    query.state ? eq(s.state, query.state) : undefined,
  );
  const { rows, total } = await pageOf(
    db,
    query.page,
    (t) => db.select({ id: s.id, supplierName: s.name, state: s.state, total: t }).from(s).$dynamic(),
    where,
    [asc(s.name), asc(s.id)],
  );
  return {
    total,
    rows: rows.map(({ id, supplierName, state }) => ({ id, supplierName, state }) as SupplierOption),
  };
};

// ---- the list ----

// drizzle leaves the columns of a one-table select unqualified: the correlated subqueries name
// the outer table themselves, or they would compare their own rows' columns.
const goodsCount = sql<number>`(select count(*)::int from scm_goods g
  where g.partner_id = scm_suppliers.partner_id and g.supplier_id = scm_suppliers.id)`;
const purchaseCount = sql<number>`(select count(*)::int from purchase_orders po
  where po.partner_id = scm_suppliers.partner_id and po.supplier_id = scm_suppliers.id)`;

const selectRows = (db: DbOrTx, total: SQL<number>) =>
  db
    .select({ supplier: s, referrerName: scmReferrers.name, goodsCount, purchaseCount, total })
    .from(s)
    .leftJoin(scmReferrers, and(eq(scmReferrers.partnerId, s.partnerId), eq(scmReferrers.id, s.referrerId)))
    .$dynamic();

type Selected = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

const filterOf = (partnerId: number, filter: SupplierFilter): SQL | undefined =>
  and(
    eq(s.partnerId, partnerId),
    filter.supplierName
      ? or(
          ilike(s.name, containsPattern(filter.supplierName)),
          ilike(s.creditCode, containsPattern(filter.supplierName)),
          ilike(s.contactName, containsPattern(filter.supplierName)),
        )
      : undefined,
    filter.state ? eq(s.state, filter.state) : undefined,
    filter.referrerId ? eq(s.referrerId, filter.referrerId) : undefined,
    filter.labelId
      ? sql`exists (select 1 from scm_supplier_labels sl where sl.partner_id = scm_suppliers.partner_id
          and sl.supplier_id = scm_suppliers.id and sl.label_id = ${filter.labelId})`
      : undefined,
    filter.regionCode ? sql`${s.regionCodes} @> ${JSON.stringify([filter.regionCode])}::jsonb` : undefined,
    filter.createdTimeStart ? gte(s.createdTime, new Date(filter.createdTimeStart)) : undefined,
    filter.createdTimeEnd ? lte(s.createdTime, new Date(filter.createdTimeEnd)) : undefined,
  );

/** The labels of each supplier of `ids`, in the labels' sort order. */
const labelsOf = async (db: DbOrTx, partnerId: number, ids: number[]) => {
  const byId = new Map<number, SupplierRow['labels']>();
  if (ids.length === 0) return byId;
  const rows = await db
    .select({
      supplierId: scmSupplierLabels.supplierId,
      id: scmLabels.id,
      labelName: scmLabels.labelName,
      color: scmLabels.color,
    })
    .from(scmSupplierLabels)
    .innerJoin(
      scmLabels,
      and(eq(scmLabels.partnerId, scmSupplierLabels.partnerId), eq(scmLabels.id, scmSupplierLabels.labelId)),
    )
    .where(and(eq(scmSupplierLabels.partnerId, partnerId), inArray(scmSupplierLabels.supplierId, ids)))
    .orderBy(asc(scmLabels.sort), asc(scmLabels.labelName));
  for (const { supplierId, ...label } of rows) byId.set(supplierId, [...(byId.get(supplierId) ?? []), label]);
  return byId;
};

const rowsOf = async (db: DbOrTx, partnerId: number, rows: Selected[]): Promise<SupplierRow[]> => {
  const labels = await labelsOf(
    db,
    partnerId,
    rows.map((row) => row.supplier.id),
  );
  return rows.map(({ supplier, referrerName, goodsCount, purchaseCount }) => ({
    id: supplier.id,
    name: supplier.name,
    creditCode: supplier.creditCode,
    contactName: supplier.contactName,
    contactPhone: supplier.contactPhone,
    email: supplier.email,
    bankName: supplier.bankName,
    bankAccount: supplier.bankAccount,
    regionCodes: supplier.regionCodes,
    regionName: supplier.regionName,
    address: supplier.address,
    referrerId: supplier.referrerId,
    referrerName: referrerName ?? null,
    labels: labels.get(supplier.id) ?? [],
    state: supplier.state as SupplierState,
    remark: supplier.remark,
    goodsCount,
    purchaseCount,
    createdTime: supplier.createdTime.toISOString(),
    updatedTime: supplier.updatedTime.toISOString(),
  }));
};

const SORTED_BY = { createdTime: s.createdTime, name: s.name } as const;

/** A page of the partner's suppliers matching the filter, newest first unless sorted otherwise. */
export const listSuppliers = async (db: DbOrTx, partnerId: number, query: SupplierPageQuery) => {
  const direction = query.sortType === 'asc' ? asc : desc;
  const { rows, total } = await pageOf(db, query, (t) => selectRows(db, t), filterOf(partnerId, query), [
    direction(SORTED_BY[(query.sortBy ?? 'createdTime') as keyof typeof SORTED_BY]),
    direction(s.id),
  ]);
  return { total, rows: await rowsOf(db, partnerId, rows) };
};

/** A keyset batch of the filtered suppliers for their export. */
export const listSuppliersAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: SupplierFilter,
  afterId: number | undefined,
  limit: number,
): Promise<SupplierRow[]> =>
  rowsOf(
    db,
    partnerId,
    await batchAfter(selectRows(db, noTotal()), filterOf(partnerId, filter), s.id, afterId, limit),
  );

/** How many of the partner's suppliers are active ('1') and disabled ('2'). */
export const supplierStateCounts = async (db: DbOrTx, partnerId: number): Promise<Record<string, number>> => {
  const rows = await db
    .select({ state: s.state, count: sql<number>`count(*)::int` })
    .from(s)
    .where(eq(s.partnerId, partnerId))
    .groupBy(s.state);
  const counts: Record<string, number> = { [SupplierState.active]: 0, [SupplierState.disabled]: 0 };
  for (const row of rows) counts[row.state] = row.count;
  return counts;
};

/** One supplier of the partner; another partner's id answers like a missing one. */
export const supplierDetail = async (db: DbOrTx, partnerId: number, id: number): Promise<SupplierRow> => {
  const rows = await selectRows(db, noTotal()).where(and(eq(s.partnerId, partnerId), eq(s.id, id)));
  if (rows.length === 0) throw notFound('supplier.notFound');
  const [row] = await rowsOf(db, partnerId, rows);
  return row;
};

// ---- changes ----

/** The region's names from its codes ('江苏省 南京市 玄武区'); each code must be the child of the one before. */
const regionNameOf = (codes: readonly string[] | null): string | null => {
  if (!codes) return null;
  const { byId } = nationalRegions();
  const names: string[] = [];
  let parentId = 0;
  for (const code of codes) {
    const node = byId.get(Number(code));
    if (!node || node.parentId !== parentId) throw fail('supplier.regionInvalid');
    // A municipality's "市辖区" level says nothing a reader needs: 上海市 徐汇区.
    if (node.name !== '市辖区') names.push(node.name);
    parentId = node.id;
  }
  return names.join(' ');
};

const takenOf = (error: unknown, input: SupplierInputParsed): never => {
  const constraint = uniqueViolationOf(error);
  if (constraint === 'scm_suppliers_name_idx') throw fail('supplier.nameExists', { name: input.name });
  if (constraint === 'scm_suppliers_credit_idx')
    throw fail('supplier.creditCodeExists', { code: input.creditCode });
  throw error;
};

/** Name and credit code are unique among the partner's suppliers: a clear refusal before the index's. */
const assertUnique = async (db: DbOrTx, partnerId: number, input: SupplierInputParsed, exceptId?: number) => {
  const rows = await db
    .select({ id: s.id, name: s.name, creditCode: s.creditCode })
    .from(s)
    .where(and(eq(s.partnerId, partnerId), or(eq(s.name, input.name), eq(s.creditCode, input.creditCode))));
  for (const row of rows) {
    if (row.id === exceptId) continue;
    if (row.name === input.name) throw fail('supplier.nameExists', { name: input.name });
    throw fail('supplier.creditCodeExists', { code: input.creditCode });
  }
};

const checkInput = async (db: DbOrTx, partnerId: number, input: SupplierInputParsed, exceptId?: number) => {
  await assertUnique(db, partnerId, input, exceptId);
  await assertOwnReferrer(db, partnerId, input.referrerId);
  await assertOwnLabels(db, partnerId, input.labelIds);
  return regionNameOf(input.regionCodes);
};

const fieldsOf = (input: SupplierInputParsed, regionName: string | null) => ({
  name: input.name,
  creditCode: input.creditCode,
  contactName: input.contactName,
  contactPhone: input.contactPhone,
  email: input.email,
  bankName: input.bankName,
  bankAccount: input.bankAccount,
  regionCodes: input.regionCodes,
  regionName,
  address: input.address,
  referrerId: input.referrerId,
  remark: input.remark,
});

const setLabels = async (tx: DbOrTx, partnerId: number, supplierId: number, labelIds: readonly number[]) => {
  await tx
    .delete(scmSupplierLabels)
    .where(and(eq(scmSupplierLabels.partnerId, partnerId), eq(scmSupplierLabels.supplierId, supplierId)));
  if (labelIds.length > 0) {
    await tx
      .insert(scmSupplierLabels)
      .values(labelIds.map((labelId) => ({ partnerId, supplierId, labelId })));
  }
};

/** A new active supplier with its labels. */
export const createSupplier = async (
  db: DbOrTx,
  actor: ScmActor,
  input: SupplierInputParsed,
): Promise<SupplierRow> => {
  const regionName = await checkInput(db, actor.partnerId, input);
  const id = await db
    .transaction(async (tx) => {
      const [created] = await tx
        .insert(s)
        .values({
          partnerId: actor.partnerId,
          ...fieldsOf(input, regionName),
          state: SupplierState.active,
          createdBy: actor.accountId,
        })
        .returning({ id: s.id });
      await setLabels(tx, actor.partnerId, created.id, input.labelIds);
      return created.id;
    })
    .catch((error) => takenOf(error, input));
  return supplierDetail(db, actor.partnerId, id);
};

/** Changes a supplier's details, referrer and labels (its state changes by disable / enable). */
export const updateSupplier = async (
  db: DbOrTx,
  actor: ScmActor,
  input: SupplierUpdate,
): Promise<SupplierRow> => {
  await supplierDetail(db, actor.partnerId, input.id);
  const regionName = await checkInput(db, actor.partnerId, input, input.id);
  await db
    .transaction(async (tx) => {
      await tx
        .update(s)
        .set({ ...fieldsOf(input, regionName), updatedTime: new Date() })
        .where(and(eq(s.partnerId, actor.partnerId), eq(s.id, input.id)));
      await setLabels(tx, actor.partnerId, input.id, input.labelIds);
    })
    .catch((error) => takenOf(error, input));
  return supplierDetail(db, actor.partnerId, input.id);
};

/** Moves a supplier from one state to the other, guarded on the state it must be in, with an audit row. */
const changeState = async (
  db: DbOrTx,
  actor: ScmActor,
  id: number,
  from: SupplierState,
  to: SupplierState,
  refusal: string,
): Promise<SupplierRow> => {
  await db.transaction(async (tx) => {
    const [changed] = await tx
      .update(s)
      .set({ state: to, updatedTime: new Date() })
      .where(and(eq(s.partnerId, actor.partnerId), eq(s.id, id), eq(s.state, from)))
      .returning({ id: s.id, name: s.name });
    if (!changed) {
      const [exists] = await tx
        .select({ id: s.id })
        .from(s)
        .where(and(eq(s.partnerId, actor.partnerId), eq(s.id, id)));
      throw exists ? fail(refusal) : notFound('supplier.notFound');
    }
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: to === SupplierState.disabled ? 'scm.supplier.disable' : 'scm.supplier.enable',
      entity: 'scm_supplier',
      entityId: id,
      before: { state: from },
      after: { state: to },
    });
  });
  return supplierDetail(db, actor.partnerId, id);
};

export const disableSupplier = (db: DbOrTx, actor: ScmActor, id: number) =>
  changeState(db, actor, id, SupplierState.active, SupplierState.disabled, 'supplier.notActive');

export const enableSupplier = (db: DbOrTx, actor: ScmActor, id: number) =>
  changeState(db, actor, id, SupplierState.disabled, SupplierState.active, 'supplier.notDisabled');

/** Deletes a supplier nothing refers to: no SCM goods and no purchase orders (else 1111 with the counts). */
export const deleteSupplier = async (db: DbOrTx, actor: ScmActor, id: number): Promise<void> => {
  await db.transaction(async (tx) => {
    const [supplier] = await tx
      .select({ supplier: s, goodsCount, purchaseCount })
      .from(s)
      .where(and(eq(s.partnerId, actor.partnerId), eq(s.id, id)))
      .for('update', { of: s });
    if (!supplier) throw notFound('supplier.notFound');
    if (supplier.goodsCount > 0 || supplier.purchaseCount > 0) {
      throw fail('supplier.inUse', { goods: supplier.goodsCount, purchases: supplier.purchaseCount });
    }
    await setLabels(tx, actor.partnerId, id, []);
    await tx.delete(s).where(and(eq(s.partnerId, actor.partnerId), eq(s.id, id)));
    await writeAudit(tx, {
      partnerId: actor.partnerId,
      accountId: actor.accountId,
      action: 'scm.supplier.delete',
      entity: 'scm_supplier',
      entityId: id,
      before: {
        name: supplier.supplier.name,
        creditCode: supplier.supplier.creditCode,
        state: supplier.supplier.state,
      },
    });
  });
};
