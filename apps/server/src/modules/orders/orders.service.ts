import {
  type DocumentKind,
  DocumentState,
  type LogisticsTrace,
  type OrderDetail,
  type OrderDocument,
  type OrderEvent,
  type OrderFilter,
  type OrderPageQuery,
  type OrderRow,
  type OrderSource,
  OrderState,
  type Shipment,
  type ShipmentPageQuery,
  type ShipmentRow,
  type SyncState,
  type UnconfirmedStats,
  type WaitSettlementOrderQuery,
  type WaitSettlementOrderRow,
} from '@portal/shared/contracts/orders';
import Decimal from 'decimal.js';
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  ilike,
  lt,
  lte,
  ne,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { containsPattern, prefixPattern } from '../../db/like';
import { pageWithTotal, totalOver } from '../../db/paging';
import { preparedPerShape } from '../../db/prepared';
import { notFound } from '../../platform/errors';
import type { ExpressProvider } from '../../platform/express/express';
import { expressCompanyOf } from '../communal/express-companies';
import type { Locale } from '../../platform/i18n/locale';
import { operatorNamesOf } from '../auth/accounts.service';
import { channelNameSql } from '../catalog/channels/channel.service';
import { partnerSettingsOf } from '../partner/partner.service';
import { syncMessageIn } from './accounting-sync';
import { subjectDocuments } from './document-kernel';
import type { OrderRecord } from './order-changes';
import { blockersOf, checklistOf } from './order-checklist';
import { countDayOf } from './order-counts';
import { orderEvents, orderItems, orderShipments, orders } from './orders.table';

const DOCUMENT_COLUMN = {
  sign: orders.signState,
  contract: orders.contractState,
  invoice: orders.invoiceState,
} as const;

const isOvertime = (order: Pick<OrderRecord, 'state' | 'confirmDeadline'>, now: Date) =>
  order.state === OrderState.awaitingConfirmation &&
  order.confirmDeadline !== null &&
  order.confirmDeadline < now;

/** The columns a list row is made of (rowOf): the lists read these, not the whole order. */
const LISTED_COLUMNS = {
  id: orders.id,
  orderNo: orders.orderNo,
  source: orders.source,
  channelId: orders.channelId,
  customerName: orders.customerName,
  receiverName: orders.receiverName,
  receiverPhone: orders.receiverPhone,
  regionName: orders.regionName,
  itemsAmount: orders.itemsAmount,
  freight: orders.freight,
  totalAmount: orders.totalAmount,
  itemCount: orders.itemCount,
  state: orders.state,
  reason: orders.reason,
  contractRequired: orders.contractRequired,
  invoiceRequired: orders.invoiceRequired,
  signState: orders.signState,
  contractState: orders.contractState,
  invoiceState: orders.invoiceState,
  orderTime: orders.orderTime,
  confirmDeadline: orders.confirmDeadline,
  updatedTime: orders.updatedTime,
  // The settlement checklist step the partner must take (confirm its statement) is a blocker too.
  statementState: orders.statementState,
};
type ListedOrder = Pick<OrderRecord, keyof typeof LISTED_COLUMNS>;

const rowOf = (order: ListedOrder, channelName: string | null, now: Date): OrderRow => ({
  id: order.id,
  orderNo: order.orderNo,
  source: order.source as OrderSource,
  channelId: order.channelId,
  channelName,
  customerName: order.customerName,
  receiverName: order.receiverName,
  receiverPhone: order.receiverPhone,
  regionName: order.regionName,
  itemsAmount: order.itemsAmount,
  freight: order.freight,
  totalAmount: order.totalAmount,
  state: order.state as OrderState,
  reason: order.reason,
  signState: order.signState as DocumentState,
  contractState: order.contractState as DocumentState,
  invoiceState: order.invoiceState as DocumentState,
  overtime: isOvertime(order, now),
  confirmDeadline: order.confirmDeadline?.toISOString() ?? null,
  blockers: blockersOf(order),
  itemCount: order.itemCount,
  orderTime: order.orderTime.toISOString(),
  updatedTime: order.updatedTime.toISOString(),
});

type FilterValue = string | number;

/**
 * One filter of the order list: its letter in a page shape (pageShapeOf), the value it compares
 * with for a query (undefined when the query does not filter on it) and its condition on that
 * value. The page query, prepared once per shape, gets the value through a placeholder named
 * after the filter; the export's batches and the fallback count get it as a parameter.
 */
type ListFilter = {
  name: string;
  letter: string;
  valueOf: (query: OrderFilter, now: Date) => FilterValue | undefined;
  where: (value: SQLWrapper) => SQL | undefined;
};

const hasDocumentState = (query: OrderFilter) =>
  query.documentState !== undefined && query.documentState !== null;

/**
 * A document screen's filters for one kind: the orders that need the document (its state is not
 * 'none'), or, with a state, the orders whose document is in that state.
 */
const documentFilters = (kind: DocumentKind, letter: string): ListFilter[] => [
  {
    name: `${kind}Required`,
    letter,
    valueOf: (query) =>
      query.documentKind === kind && !hasDocumentState(query) ? DocumentState.none : undefined,
    where: (none) => ne(DOCUMENT_COLUMN[kind], none),
  },
  {
    name: `${kind}State`,
    letter: letter.toUpperCase(),
    valueOf: (query) =>
      query.documentKind === kind && hasDocumentState(query) ? (query.documentState ?? undefined) : undefined,
    where: (state) => eq(DOCUMENT_COLUMN[kind], state),
  },
];

/** The order list's filters, in the order of their conditions; overtime is measured against `now`. */
const LIST_FILTERS: readonly ListFilter[] = [
  {
    name: 'state',
    letter: 's',
    valueOf: (query) => query.state || undefined,
    where: (state) => eq(orders.state, state),
  },
  {
    name: 'overtime',
    letter: 'x',
    valueOf: (query, now) => (query.overtime ? now.toISOString() : undefined),
    where: (now) => and(eq(orders.state, OrderState.awaitingConfirmation), lt(orders.confirmDeadline, now)),
  },
  {
    name: 'channelId',
    letter: 'c',
    valueOf: (query) => query.channelId || undefined,
    where: (channelId) => eq(orders.channelId, channelId),
  },
  {
    name: 'source',
    letter: 'r',
    valueOf: (query) => query.source || undefined,
    where: (source) => eq(orders.source, source),
  },
  {
    name: 'orderNo',
    letter: 'n',
    valueOf: (query) => (query.orderNo ? prefixPattern(query.orderNo) : undefined),
    where: (pattern) => ilike(orders.orderNo, pattern),
  },
  {
    name: 'customerName',
    letter: 'b',
    valueOf: (query) => (query.customerName ? containsPattern(query.customerName) : undefined),
    where: (pattern) => ilike(orders.customerName, pattern),
  },
  ...documentFilters('sign', 'g'),
  ...documentFilters('contract', 'k'),
  ...documentFilters('invoice', 'v'),
  {
    name: 'orderTimeStart',
    letter: 't',
    valueOf: (query) => (query.orderTimeStart ? new Date(query.orderTimeStart).toISOString() : undefined),
    where: (start) => gte(orders.orderTime, start),
  },
  {
    name: 'orderTimeEnd',
    letter: 'e',
    valueOf: (query) => (query.orderTimeEnd ? new Date(query.orderTimeEnd).toISOString() : undefined),
    where: (end) => lte(orders.orderTime, end),
  },
  {
    name: 'amountMin',
    letter: 'l',
    valueOf: (query) => query.amountMin || undefined,
    where: (min) => gte(orders.totalAmount, min),
  },
  {
    name: 'amountMax',
    letter: 'h',
    valueOf: (query) => query.amountMax || undefined,
    where: (max) => lte(orders.totalAmount, max),
  },
];

/** The values of the filters a query sets, by filter name (the page query's placeholders). */
type FilterValues = Record<string, FilterValue>;

const filterValuesOf = (query: OrderFilter, now: Date): FilterValues => {
  const values: FilterValues = {};
  for (const filter of LIST_FILTERS) {
    const value = filter.valueOf(query, now);
    if (value !== undefined) values[filter.name] = value;
  }
  return values;
};

/** The list's filter with the values of a query, for the statements that are not prepared per shape. */
const filterOf = (partnerId: number, values: FilterValues): SQL | undefined =>
  and(
    eq(orders.partnerId, partnerId),
    ...LIST_FILTERS.map((filter) =>
      filter.name in values ? filter.where(sql.param(values[filter.name])) : undefined,
    ),
  );

/**
 * Which optional filters an order list query has, and its sort: one prepared statement each. The
 * first letter is the sort column (o order time, m amount, u update time, d confirmation deadline),
 * the second the direction (a / d), then the letter of each filter present (LIST_FILTERS).
 */
type OrderPageShape = string;

const SORT_LETTERS = { orderTime: 'o', totalAmount: 'm', updatedTime: 'u' } as const;
const SORTED_BY = {
  o: orders.orderTime,
  m: orders.totalAmount,
  u: orders.updatedTime,
  d: orders.confirmDeadline,
} as const;

const pageShapeOf = (query: OrderPageQuery, values: FilterValues): OrderPageShape => {
  const sort = query.sortBy
    ? SORT_LETTERS[query.sortBy as keyof typeof SORT_LETTERS]
    : query.overtime
      ? 'd'
      : 'o';
  // Overtime orders come oldest deadline first unless a sort is asked for.
  const ascending = query.sortType ? query.sortType === 'asc' : !query.sortBy && Boolean(query.overtime);
  const filters = LIST_FILTERS.filter((filter) => filter.name in values).map((filter) => filter.letter);
  return [sort, ascending ? 'a' : 'd', ...filters].join('');
};

/** The list's filter with placeholders, for the filters of a shape. */
const pageFilterOf = (shape: OrderPageShape): SQL | undefined => {
  const letters = shape.slice(2);
  return and(
    eq(orders.partnerId, sql.placeholder('partnerId')),
    ...LIST_FILTERS.map((filter) =>
      letters.includes(filter.letter) ? filter.where(sql.placeholder(filter.name)) : undefined,
    ),
  );
};

/**
 * The total of an order-time range (and a state, if given) from the kept counts: the 'day:' keys of
 * the whole days strictly inside the range (order-counts.ts), plus the orders of its first and last
 * day, counted on the index. Open ends are filled in by `rangeBoundsOf`.
 */
const keptRangeTotal = (withState: boolean) => {
  const p = sql.placeholder;
  const days = withState
    ? sql`c.key > 'day:' || ${p('state')}::int || ':' || ${p('startDay')}::text
        and c.key < 'day:' || ${p('state')}::int || ':' || ${p('endDay')}::text`
    : sql`c.key like 'day:%' and substr(c.key, 7) > ${p('startDay')}::text and substr(c.key, 7) < ${p('endDay')}::text`;
  // Two ranges of the index, each read alone (an OR of both would scan the whole range).
  const counted = (from: string, before: string | null) =>
    sql`(select count(*)::int from ${orders}
      where ${orders.partnerId} = ${p('partnerId')} ${withState ? sql`and ${orders.state} = ${p('state')}` : sql``}
        and ${orders.orderTime} >= ${p(from)}::timestamptz and ${orders.orderTime} <= ${p('rangeEnd')}::timestamptz
        ${before ? sql`and ${orders.orderTime} < ${p(before)}::timestamptz` : sql``})`;
  return sql<number>`((select coalesce(sum(c.count), 0)::int from order_counts c
      where c.partner_id = ${p('partnerId')} and ${days})
    + ${counted('rangeStart', 'firstDayEnd')} + ${counted('lastDayStart', null)})`;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The placeholders of keptRangeTotal for a range, either end open: the days between (as text: ''
 * sorts before every day, '~' after), the part of the first day [rangeStart, firstDayEnd) and the
 * part of the last day [lastDayStart, rangeEnd], which never overlap.
 */
const rangeBoundsOf = (start: Date | undefined, end: Date | undefined) => {
  const dayStart = (at: Date) => Math.floor(at.getTime() / DAY_MS) * DAY_MS;
  const firstDayEnd = start ? dayStart(start) + DAY_MS : Number.NEGATIVE_INFINITY;
  const lastDayStart = end ? Math.max(dayStart(end), firstDayEnd) : Number.POSITIVE_INFINITY;
  const instant = (ms: number) =>
    Number.isFinite(ms) ? new Date(ms).toISOString() : ms > 0 ? 'infinity' : '-infinity';
  return {
    startDay: start ? countDayOf(start) : '',
    endDay: end ? countDayOf(end) : '~',
    rangeStart: start ? start.toISOString() : '-infinity',
    firstDayEnd: instant(firstDayEnd),
    lastDayStart: instant(lastDayStart),
    rangeEnd: end ? end.toISOString() : 'infinity',
  };
};

/**
 * The total of a shape's filter, as an uncorrelated subquery of the page query (computed once, no
 * second round trip). Filters by state and order time alone come from the kept counts: a state's
 * ('state:N'), or the days' of a range (keptRangeTotal), so no request scans thousands of rows to
 * count them. Any other filter is counted, with its own subquery rather than `count(*) over()`,
 * which would fetch every matching row.
 */
const pageTotalOf = (shape: OrderPageShape) => {
  const filters = shape.slice(2);
  const p = sql.placeholder;
  if (filters === 's') {
    return sql<number>`(select coalesce(sum(c.count), 0)::int from order_counts c
      where c.partner_id = ${p('partnerId')} and c.key = 'state:' || ${p('state')}::int)`;
  }
  if (filters === '') {
    return sql<number>`(select coalesce(sum(c.count), 0)::int from order_counts c
      where c.partner_id = ${p('partnerId')} and c.key like 'state:%')`;
  }
  if (/^s?t?e?$/.test(filters)) return keptRangeTotal(filters.startsWith('s'));
  return sql<number>`(select count(*)::int from ${orders} where ${pageFilterOf(shape)})`;
};

/**
 * The order's channel name, as a subquery in the select list: evaluated for the rows a limit keeps.
 * A join would let a generic plan (the planner sees one row matching) hash-join every matching
 * order and sort them all for the page, instead of reading the page's rows in index order.
 */
const channelNameOf = () => channelNameSql(orders.channelId);

/**
 * The order list page in one query, prepared once per shape: the orders with their channel's name
 * and the total. With a filter and sort an index covers (state + order time), PostgreSQL reads only
 * the page's rows in index order.
 */
const orderPageQuery = preparedPerShape('orders_page', (db, shape: OrderPageShape, name) => {
  const direction = shape[1] === 'a' ? asc : desc;
  const column = SORTED_BY[shape[0] as keyof typeof SORTED_BY];
  return db
    .select({ order: LISTED_COLUMNS, channelName: channelNameOf(), total: pageTotalOf(shape) })
    .from(orders)
    .where(pageFilterOf(shape))
    .orderBy(direction(column), direction(orders.id))
    .limit(sql.placeholder('size'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
});

/** The partner's orders, newest first unless sorted otherwise (overtime ones: oldest deadline first). */
export const listOrders = async (
  db: Db,
  partnerId: number,
  query: OrderPageQuery,
  now = new Date(),
): Promise<{ rows: OrderRow[]; total: number }> => {
  const offset = (query.current - 1) * query.size;
  const start = query.orderTimeStart ? new Date(query.orderTimeStart) : undefined;
  const end = query.orderTimeEnd ? new Date(query.orderTimeEnd) : undefined;
  const values = filterValuesOf(query, now);
  const rows = await orderPageQuery(db, pageShapeOf(query, values)).execute({
    ...rangeBoundsOf(start, end),
    ...values,
    partnerId,
    size: query.size,
    offset,
  });
  // A page past the end has no row to carry the total: only then is it counted separately.
  const page = await pageWithTotal(rows, offset, async () => {
    const [{ total }] = await db.select({ total: count() }).from(orders).where(filterOf(partnerId, values));
    return total;
  });
  return { total: page.total, rows: page.rows.map((row) => rowOf(row.order, row.channelName, now)) };
};

/**
 * A batch of the filtered orders for their export, latest order time first (as the list), after the
 * order `after`. The keyset (order time, id) follows orders_time_idx / orders_state_time_idx, so each
 * batch reads its own rows only, whatever plan the database keeps for the statement (an id keyset
 * under a time filter could be planned as "every order in the range, then sort").
 */
export const listOrdersAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: OrderFilter,
  after: Pick<OrderRow, 'id' | 'orderTime'> | undefined,
  limit: number,
  now = new Date(),
): Promise<OrderRow[]> => {
  const rows = await db
    .select({ order: LISTED_COLUMNS, channelName: channelNameOf() })
    .from(orders)
    .where(
      and(
        filterOf(partnerId, filterValuesOf(filter, now)),
        after
          ? sql`(${orders.orderTime}, ${orders.id}) < (${after.orderTime}::timestamptz, ${after.id}::bigint)`
          : undefined,
      ),
    )
    .orderBy(desc(orders.orderTime), desc(orders.id))
    .limit(limit);
  return rows.map((row) => rowOf(row.order, row.channelName, now));
};

// ---- the detail ----

const quantityText = (value: string) => new Decimal(value).toString();

const shipmentsOf = async (
  db: DbOrTx,
  partnerId: number,
  orderId: number,
  items: Map<number, { goodsName: string; spec: string }>,
): Promise<Shipment[]> => {
  const rows = await db
    .select()
    .from(orderShipments)
    .where(and(eq(orderShipments.partnerId, partnerId), eq(orderShipments.orderId, orderId)))
    .orderBy(asc(orderShipments.id));
  const operatorOf = await operatorNamesOf(
    db,
    partnerId,
    rows.map((row) => row.createdBy),
  );
  return rows.map((row) => ({
    id: row.id,
    expressCode: row.expressCode,
    expressName: expressCompanyOf(row.expressCode)?.name ?? row.expressCode,
    trackingNo: row.trackingNo,
    items: row.items.map((line) => ({
      itemId: line.itemId,
      goodsName: items.get(line.itemId)?.goodsName ?? '',
      spec: items.get(line.itemId)?.spec ?? '',
      quantity: quantityText(line.quantity),
    })),
    operator: operatorOf(row.createdBy),
    shippedTime: row.shippedTime.toISOString(),
  }));
};

const documentsOf = (db: DbOrTx, partnerId: number, orderId: number): Promise<OrderDocument[]> =>
  subjectDocuments(db, 'order', partnerId, orderId);

const eventsOf = async (db: DbOrTx, partnerId: number, orderId: number): Promise<OrderEvent[]> => {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.partnerId, partnerId), eq(orderEvents.orderId, orderId)))
    .orderBy(asc(orderEvents.id));
  const operatorOf = await operatorNamesOf(
    db,
    partnerId,
    rows.map((row) => row.accountId),
  );
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    stateFrom: row.stateFrom as OrderState | null,
    stateTo: row.stateTo as OrderState | null,
    detail: row.detail,
    operator: operatorOf(row.accountId),
    createdTime: row.createdTime.toISOString(),
  }));
};

/** One order with its items, shipments, documents, timeline and what still blocks it. */
export const orderDetail = async (
  db: DbOrTx,
  partnerId: number,
  id: number,
  locale: Locale,
  now = new Date(),
): Promise<OrderDetail> => {
  const [row] = await db
    .select({ order: orders, channelName: channelNameOf() })
    .from(orders)
    .where(and(eq(orders.partnerId, partnerId), eq(orders.id, id)));
  if (!row) throw notFound('order.notFound');
  const { order } = row;
  const items = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.partnerId, partnerId), eq(orderItems.orderId, id)))
    .orderBy(asc(orderItems.sort));
  const documents = await documentsOf(db, partnerId, id);
  const latestRejection = (kind: DocumentKind) =>
    documents.find((d) => d.kind === kind && d.state === 4)?.reason ?? undefined;
  const shipped = items.reduce((sum, item) => sum.plus(item.shippedQuantity), new Decimal(0));
  const ordered = items.reduce((sum, item) => sum.plus(item.quantity), new Decimal(0));
  return {
    ...rowOf(order, row.channelName, now),
    address: order.address,
    regionCodes: order.regionCodes,
    remark: order.remark,
    items: items.map((item) => ({
      id: item.id,
      goodsId: item.goodsId,
      skuId: item.skuId,
      goodsName: item.goodsName,
      spec: item.spec,
      unit: item.unit,
      quantity: quantityText(item.quantity),
      unitPrice: item.unitPrice,
      amount: item.amount,
      shippedQuantity: quantityText(item.shippedQuantity),
    })),
    shipments: await shipmentsOf(db, partnerId, id, new Map(items.map((item) => [item.id, item]))),
    documents,
    events: await eventsOf(db, partnerId, id),
    checklist: checklistOf({
      ...order,
      shipped: { shipped: shipped.toString(), ordered: ordered.toString() },
      rejections: {
        sign: order.signState === 4 ? latestRejection('sign') : undefined,
        contract: order.contractState === 4 ? latestRejection('contract') : undefined,
        invoice: order.invoiceState === 4 ? latestRejection('invoice') : undefined,
      },
    }),
    syncState: order.syncState as SyncState,
    syncMessage: syncMessageIn(locale, order.syncMessage),
    confirmedTime: order.confirmedTime?.toISOString() ?? null,
    completedTime: order.completedTime?.toISOString() ?? null,
  };
};

/** What the express provider's traces say of a parcel (a shipment, or any other module's parcel). */
export const parcelLogistics = async (
  provider: ExpressProvider,
  parcel: { expressCode: string; trackingNo: string; shippedTime: Date },
  now = new Date(),
): Promise<Omit<LogisticsTrace, 'shipmentId'>> => {
  const traces = await provider.trace(parcel, now);
  return {
    expressName: expressCompanyOf(parcel.expressCode)?.name ?? parcel.expressCode,
    trackingNo: parcel.trackingNo,
    delivered: traces.length > 0 && traces[traces.length - 1].text.includes('签收'),
    traces: traces.map((trace) => ({ time: trace.time.toISOString(), text: trace.text })).reverse(),
  };
};

/** Where a shipment of the partner's is, from the express provider. */
export const shipmentLogistics = async (
  db: DbOrTx,
  provider: ExpressProvider,
  partnerId: number,
  shipmentId: number,
  now = new Date(),
): Promise<LogisticsTrace> => {
  const [shipment] = await db
    .select()
    .from(orderShipments)
    .where(and(eq(orderShipments.partnerId, partnerId), eq(orderShipments.id, shipmentId)));
  if (!shipment) throw notFound('order.shipmentNotFound');
  return { shipmentId, ...(await parcelLogistics(provider, shipment, now)) };
};

// ---- the reminder and the selection dialog ----

/**
 * Orders past their confirmation limit, for the overtime reminder, and the reminder's snooze in
 * hours. A partner that turned the reminder off gets a count of 0.
 */
export const unconfirmedStats = async (
  db: DbOrTx,
  partnerId: number,
  now = new Date(),
): Promise<UnconfirmedStats> => {
  const settings = await partnerSettingsOf(db, partnerId);
  if (!settings.orderConfirmReminder) {
    return { count: 0, partnerOrderConfirmNoticeTimes: settings.orderConfirmNoticeHours };
  }
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.partnerId, partnerId),
        eq(orders.state, OrderState.awaitingConfirmation),
        lt(orders.confirmDeadline, now),
      ),
    );
  return { count: total, partnerOrderConfirmNoticeTimes: settings.orderConfirmNoticeHours };
};

/**
 * How many orders await confirmation past their limit (the overtime list's orders), whatever the
 * reminder's setting: the monitor's count. Reads the partial index of orders awaiting confirmation.
 */
export const overtimeOrderCount = async (
  db: DbOrTx,
  partnerId: number,
  now = new Date(),
): Promise<number> => {
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.partnerId, partnerId),
        eq(orders.state, OrderState.awaitingConfirmation),
        lt(orders.confirmDeadline, now),
      ),
    );
  return total;
};

/** The partner's latest `limit` orders, newest first (the monitor's list; orders_time_idx). */
export const latestOrders = (db: DbOrTx, partnerId: number, limit: number) =>
  db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      channelId: orders.channelId,
      channelName: channelNameSql(orders.channelId),
      customerName: orders.customerName,
      totalAmount: orders.totalAmount,
      state: orders.state,
      orderTime: orders.orderTime,
    })
    .from(orders)
    .where(eq(orders.partnerId, partnerId))
    .orderBy(desc(orders.orderTime), desc(orders.id))
    .limit(limit);

/**
 * Completed orders with money outstanding: the order selection dialog of the settlement screens.
 * The predicate is orders_outstanding_time_idx's, the state written literally (a generic plan could
 * not use the partial index for a parameter); the total is counted once in a subquery, on that
 * index, rather than a window over every outstanding order.
 */
export const listWaitSettlementOrders = async (
  db: DbOrTx,
  partnerId: number,
  query: WaitSettlementOrderQuery,
): Promise<{ rows: WaitSettlementOrderRow[]; total: number }> => {
  const offset = (query.current - 1) * query.size;
  const where = and(
    eq(orders.partnerId, partnerId),
    sql.raw(`state = ${OrderState.completed} and matched_amount < total_amount`),
    query.orderNo ? ilike(orders.orderNo, prefixPattern(query.orderNo)) : undefined,
  );
  const order = query.sortType === 'asc' ? asc : desc;
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      orderTime: orders.orderTime,
      orderAmount: orders.totalAmount,
      outstandingAmount: sql<string>`(${orders.totalAmount} - ${orders.matchedAmount})::text`,
      companyName: orders.customerName,
      total: sql<number>`(select count(*)::int from ${orders} where ${where})`,
    })
    .from(orders)
    .where(where)
    .orderBy(order(orders.orderTime), order(orders.id))
    .limit(query.size)
    .offset(offset);
  const page = await pageWithTotal(rows, offset, async () => {
    const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
    return total;
  });
  return {
    total: page.total,
    rows: page.rows.map(({ total: _total, orderTime, ...row }) => ({
      ...row,
      orderTime: orderTime.toISOString(),
    })),
  };
};

/** The partner's shipments with their order, newest first (/order/logistics). */
export const listShipments = async (
  db: DbOrTx,
  partnerId: number,
  query: ShipmentPageQuery,
): Promise<{ rows: ShipmentRow[]; total: number }> => {
  const offset = (query.current - 1) * query.size;
  const where = and(
    eq(orderShipments.partnerId, partnerId),
    query.orderNo ? ilike(orders.orderNo, prefixPattern(query.orderNo)) : undefined,
    query.trackingNo ? ilike(orderShipments.trackingNo, prefixPattern(query.trackingNo)) : undefined,
    query.expressCode ? eq(orderShipments.expressCode, query.expressCode) : undefined,
  );
  const order = query.sortType === 'asc' ? asc : desc;
  const rows = await db
    .select({ shipment: orderShipments, order: orders, total: totalOver() })
    .from(orderShipments)
    .innerJoin(
      orders,
      and(eq(orders.partnerId, orderShipments.partnerId), eq(orders.id, orderShipments.orderId)),
    )
    .where(where)
    .orderBy(order(orderShipments.shippedTime), order(orderShipments.id))
    .limit(query.size)
    .offset(offset);
  const page = await pageWithTotal(rows, offset, async () => {
    const [{ total }] = await db
      .select({ total: count() })
      .from(orderShipments)
      .innerJoin(
        orders,
        and(eq(orders.partnerId, orderShipments.partnerId), eq(orders.id, orderShipments.orderId)),
      )
      .where(where);
    return total;
  });
  return {
    total: page.total,
    rows: page.rows.map(({ shipment, order: o }) => ({
      id: shipment.id,
      orderId: o.id,
      orderNo: o.orderNo,
      customerName: o.customerName,
      receiverName: o.receiverName,
      regionName: o.regionName,
      expressName: expressCompanyOf(shipment.expressCode)?.name ?? shipment.expressCode,
      trackingNo: shipment.trackingNo,
      itemCount: shipment.items.length,
      shippedTime: shipment.shippedTime.toISOString(),
    })),
  };
};
