import type {
  PurchaseDetail,
  PurchaseFilter,
  PurchaseItem,
  PurchasePageQuery,
  PurchaseRow,
} from '@portal/shared/contracts/purchase';
import type { StateCounts } from '@portal/shared/contracts/settlement';
import { PURCHASE_STATES } from '@portal/shared/scm-states';
import { and, asc, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../../db/client';
import { containsPattern, prefixPattern } from '../../../db/like';
import { batchAfter, noTotal, pageOf, pageWithTotal } from '../../../db/paging';
import { preparedPerShape } from '../../../db/prepared';
import { notFound } from '../../../platform/errors';
import { addDays, localDayStart } from '../../../platform/local-time';
import { scmGoodsSkus } from '../goods/scm-goods.table';
import type { PurchaseRecord } from './purchase-changes';
import { purchaseCountsOf, purchaseCountsUnder } from './purchase-counts';
import { purchaseCounts, purchaseEvents, purchaseOrderItems, purchaseOrders } from './purchase.table';
import { deliveriesOfOrder } from './sign-code.service';

const p = purchaseOrders;

export const purchaseRowOf = (row: PurchaseRecord): PurchaseRow => ({
  id: row.id,
  purchaseNo: row.purchaseNo,
  supplierId: row.supplierId,
  supplierName: row.supplierName,
  state: row.state as PurchaseRow['state'],
  itemsAmount: row.itemsAmount,
  freight: row.freight,
  totalAmount: row.totalAmount,
  itemCount: row.itemCount,
  receiverName: row.receiverName,
  receiverPhone: row.receiverPhone,
  regionCodes: row.regionCodes,
  regionName: row.regionName,
  address: row.address,
  remark: row.remark,
  reason: row.reason,
  salesOrderId: row.salesOrderId,
  salesOrderNo: row.salesOrderNo,
  contractRequired: row.contractRequired,
  invoiceRequired: row.invoiceRequired,
  contractState: row.contractState,
  invoiceState: row.invoiceState,
  mailState: row.mailState,
  createdTime: row.createdTime.toISOString(),
  submittedTime: row.submittedTime?.toISOString() ?? null,
  confirmedTime: row.confirmedTime?.toISOString() ?? null,
  shippedTime: row.shippedTime?.toISOString() ?? null,
  receivedTime: row.receivedTime?.toISOString() ?? null,
  completedTime: row.completedTime?.toISOString() ?? null,
});

// ---- the list ----

const filterOf = (partnerId: number, filter: PurchaseFilter, timeZone: string): SQL | undefined =>
  and(
    eq(p.partnerId, partnerId),
    filter.purchaseNo ? ilike(p.purchaseNo, containsPattern(filter.purchaseNo)) : undefined,
    filter.supplierId ? eq(p.supplierId, filter.supplierId) : undefined,
    filter.state ? eq(p.state, filter.state) : undefined,
    filter.salesOrderNo ? ilike(p.salesOrderNo, prefixPattern(filter.salesOrderNo)) : undefined,
    filter.dateFrom ? gte(p.createdTime, localDayStart(filter.dateFrom, timeZone)) : undefined,
    filter.dateTo ? lt(p.createdTime, localDayStart(addDays(filter.dateTo, 1), timeZone)) : undefined,
  );

/** The kept count of the partner's purchase orders (in one state, or in all). */
const keptTotalSql = (partnerId: SQL, state: SQL | undefined): SQL<number> =>
  sql<number>`(select coalesce(sum(${purchaseCounts.count}), 0)::int from ${purchaseCounts} where ${and(
    eq(purchaseCounts.partnerId, partnerId),
    state === undefined
      ? inArray(
          purchaseCounts.key,
          PURCHASE_STATES.map((one) => `state:${one}`),
        )
      : eq(purchaseCounts.key, sql`'state:' || ${state}`),
  )})`;

const keptTotalOf = async (db: DbOrTx, partnerId: number, state: number | null | undefined) => {
  const keys = (state ? [state] : PURCHASE_STATES).map((one) => `state:${one}`);
  const counts = await purchaseCountsOf(db, partnerId, keys);
  return [...counts.values()].reduce((sum, count) => sum + count, 0);
};

/**
 * The list's hot shapes (no search but the state tab), prepared once each: direction (a / d), sort
 * column (t created time / m total amount), then 's' when a state is asked for.
 */
const tabPageQuery = preparedPerShape('purchase_orders_page', (db, shape: string, name) => {
  const direction = shape[0] === 'a' ? asc : desc;
  const column = shape[1] === 'm' ? p.totalAmount : p.createdTime;
  const byState = shape.length > 2;
  const partnerId = sql.placeholder('partnerId');
  const state = sql.placeholder('state');
  return db
    .select({ order: p, total: keptTotalSql(sql`${partnerId}`, byState ? sql`${state}` : undefined) })
    .from(p)
    .where(and(eq(p.partnerId, partnerId), byState ? eq(p.state, state) : undefined))
    .orderBy(direction(column), direction(p.id))
    .limit(sql.placeholder('size'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
});

/** True when the filter sets nothing but (maybe) the state: its total is a kept count. */
const isTab = (filter: PurchaseFilter) =>
  !filter.purchaseNo && !filter.supplierId && !filter.salesOrderNo && !filter.dateFrom && !filter.dateTo;

/** The partner's purchase orders matching the filter, newest first unless sorted otherwise. */
export const listPurchases = async (
  db: Db,
  partnerId: number,
  query: PurchasePageQuery,
  timeZone: string,
): Promise<{ rows: PurchaseRow[]; total: number }> => {
  const direction = query.sortType === 'asc' ? asc : desc;
  const column = query.sortBy === 'totalAmount' ? p.totalAmount : p.createdTime;
  if (isTab(query)) {
    // A tab without a search: the rows on the (state,) time index, the total from the kept counts
    // in the same statement, instead of a window count over every matching row.
    const shape = `${query.sortType === 'asc' ? 'a' : 'd'}${query.sortBy === 'totalAmount' ? 'm' : 't'}${query.state ? 's' : ''}`;
    const offset = (query.current - 1) * query.size;
    const rows = await tabPageQuery(db, shape).execute({
      partnerId,
      state: query.state ?? 0,
      size: query.size,
      offset,
    });
    const page = await pageWithTotal(rows, offset, async () => keptTotalOf(db, partnerId, query.state));
    return { total: page.total, rows: page.rows.map((row) => purchaseRowOf(row.order)) };
  }
  const { rows, total } = await pageOf(
    db,
    query,
    (total) => db.select({ order: p, total }).from(p).$dynamic(),
    filterOf(partnerId, query, timeZone),
    [direction(column), direction(p.id)],
  );
  return { total, rows: rows.map((row) => purchaseRowOf(row.order)) };
};

/** A keyset batch of the filtered purchase orders for their export, newest id first. */
export const listPurchasesAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: PurchaseFilter,
  timeZone: string,
  afterId: number | undefined,
  limit: number,
): Promise<PurchaseRow[]> => {
  const rows = await batchAfter(
    db.select({ order: p, total: noTotal() }).from(p).$dynamic(),
    filterOf(partnerId, filter, timeZone),
    p.id,
    afterId,
    limit,
  );
  return rows.map((row) => purchaseRowOf(row.order));
};

/** The list's tabs: the kept counts per state (every state present, 0 when none). */
export const purchaseStateCounts = async (db: DbOrTx, partnerId: number): Promise<StateCounts> => {
  const kept = await purchaseCountsUnder(db, partnerId, 'state:');
  return Object.fromEntries(PURCHASE_STATES.map((state) => [String(state), kept[String(state)] ?? 0]));
};

// ---- one purchase order ----

export const purchaseOf = async (db: DbOrTx, partnerId: number, id: number): Promise<PurchaseRecord> => {
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.partnerId, partnerId), eq(p.id, id)));
  if (!row) throw notFound('purchase.notFound');
  return row;
};

/** The partner's purchase order by its number (the operator's commands name them so). */
export const purchaseByNo = async (
  db: DbOrTx,
  partnerId: number,
  purchaseNo: string,
): Promise<PurchaseRecord> => {
  const [row] = await db
    .select()
    .from(p)
    .where(and(eq(p.partnerId, partnerId), eq(p.purchaseNo, purchaseNo)));
  if (!row) throw notFound('purchase.notFound');
  return row;
};

/** The lines of a purchase order with each SKU's cost price now. */
export const purchaseItemsOf = async (
  db: DbOrTx,
  partnerId: number,
  orderId: number,
): Promise<PurchaseItem[]> => {
  const i = purchaseOrderItems;
  const rows = await db
    .select({ item: i, currentCostPrice: scmGoodsSkus.costPrice })
    .from(i)
    .leftJoin(scmGoodsSkus, and(eq(scmGoodsSkus.partnerId, i.partnerId), eq(scmGoodsSkus.id, i.scmSkuId)))
    .where(and(eq(i.partnerId, partnerId), eq(i.purchaseOrderId, orderId)))
    .orderBy(asc(i.sort), asc(i.id));
  return rows.map(({ item, currentCostPrice }) => ({
    id: item.id,
    scmGoodsId: item.scmGoodsId,
    scmSkuId: item.scmSkuId,
    goodsName: item.goodsName,
    spec: item.spec,
    unit: item.unit,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    amount: item.amount,
    currentCostPrice,
    salesOrderItemId: item.salesOrderItemId,
  }));
};

/** One purchase order with its lines, timeline (oldest first) and deliveries. */
export const purchaseDetail = async (db: DbOrTx, partnerId: number, id: number): Promise<PurchaseDetail> => {
  const order = await purchaseOf(db, partnerId, id);
  const events = await db
    .select()
    .from(purchaseEvents)
    .where(and(eq(purchaseEvents.partnerId, partnerId), eq(purchaseEvents.purchaseOrderId, id)))
    .orderBy(asc(purchaseEvents.createdTime), asc(purchaseEvents.id));
  return {
    ...purchaseRowOf(order),
    items: await purchaseItemsOf(db, partnerId, id),
    events: events.map((event) => ({
      id: event.id,
      action: event.action,
      stateFrom: event.stateFrom,
      stateTo: event.stateTo,
      detail: event.detail,
      accountId: event.accountId,
      createdTime: event.createdTime.toISOString(),
    })),
    deliveries: await deliveriesOfOrder(db, order),
  };
};
