import {
  type DocumentKind,
  type DocumentState,
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
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { containsPattern, prefixPattern } from '../../db/like';
import { pageWithTotal, totalOver } from '../../db/paging';
import { notFound } from '../../platform/errors';
import { type ExpressProvider, expressCompanyOf } from '../../platform/express/express';
import { accountNamesOf } from '../auth/accounts.service';
import { channels } from '../catalog/channels/channel.table';
import { files } from '../communal/files.table';
import { signedFileUrl } from '../communal/files.service';
import { partnerSettingsOf } from '../partner/partner.service';
import type { OrderRecord } from './order-changes';
import { blockersOf, checklistOf } from './order-checklist';
import { orderDocuments, orderEvents, orderItems, orderShipments, orders } from './orders.table';

const DOCUMENT_COLUMN = {
  sign: orders.signState,
  contract: orders.contractState,
  invoice: orders.invoiceState,
} as const;

const isOvertime = (order: Pick<OrderRecord, 'state' | 'confirmDeadline'>, now: Date) =>
  order.state === OrderState.awaitingConfirmation &&
  order.confirmDeadline !== null &&
  order.confirmDeadline < now;

const rowOf = (order: OrderRecord, channelName: string | null, now: Date): OrderRow => ({
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

/** The list's filter; overtime is measured against `now`. */
const filterOf = (partnerId: number, query: OrderFilter, now: Date): SQL | undefined =>
  and(
    eq(orders.partnerId, partnerId),
    query.state ? eq(orders.state, query.state) : undefined,
    query.overtime
      ? and(eq(orders.state, OrderState.awaitingConfirmation), lt(orders.confirmDeadline, now))
      : undefined,
    query.channelId ? eq(orders.channelId, query.channelId) : undefined,
    query.source ? eq(orders.source, query.source) : undefined,
    query.orderNo ? ilike(orders.orderNo, prefixPattern(query.orderNo)) : undefined,
    query.customerName ? ilike(orders.customerName, containsPattern(query.customerName)) : undefined,
    query.documentKind
      ? query.documentState === undefined || query.documentState === null
        ? ne(DOCUMENT_COLUMN[query.documentKind], 0)
        : eq(DOCUMENT_COLUMN[query.documentKind], query.documentState)
      : undefined,
    query.orderTimeStart ? gte(orders.orderTime, new Date(query.orderTimeStart)) : undefined,
    query.orderTimeEnd ? lte(orders.orderTime, new Date(query.orderTimeEnd)) : undefined,
    query.amountMin ? gte(orders.totalAmount, query.amountMin) : undefined,
    query.amountMax ? lte(orders.totalAmount, query.amountMax) : undefined,
  );

const SORT_COLUMNS = {
  orderTime: orders.orderTime,
  totalAmount: orders.totalAmount,
  updatedTime: orders.updatedTime,
} as const;

const joinedOrders = (db: DbOrTx) =>
  db
    .select({ order: orders, channelName: channels.name, total: totalOver() })
    .from(orders)
    .leftJoin(channels, eq(channels.id, orders.channelId));

/** The partner's orders, newest first unless sorted otherwise (overtime ones: oldest deadline first). */
export const listOrders = async (
  db: DbOrTx,
  partnerId: number,
  query: OrderPageQuery,
  now = new Date(),
): Promise<{ rows: OrderRow[]; total: number }> => {
  const offset = (query.current - 1) * query.size;
  const where = filterOf(partnerId, query, now);
  const order = query.sortType === 'asc' ? asc : desc;
  const sortColumn = query.sortBy
    ? SORT_COLUMNS[query.sortBy as keyof typeof SORT_COLUMNS]
    : query.overtime
      ? orders.confirmDeadline
      : orders.orderTime;
  const direction = !query.sortBy && query.overtime && !query.sortType ? asc : order;
  const rows = await joinedOrders(db)
    .where(where)
    .orderBy(direction(sortColumn), direction(orders.id))
    .limit(query.size)
    .offset(offset);
  const page = await pageWithTotal(rows, offset, async () => {
    const [{ total }] = await db.select({ total: count() }).from(orders).where(where);
    return total;
  });
  return { total: page.total, rows: page.rows.map((row) => rowOf(row.order, row.channelName, now)) };
};

/** A batch of the filtered orders for their export, newest first, after the order `afterId`. */
export const listOrdersAfter = async (
  db: DbOrTx,
  partnerId: number,
  filter: OrderFilter,
  afterId: number | undefined,
  limit: number,
  now = new Date(),
): Promise<OrderRow[]> => {
  const rows = await db
    .select({ order: orders, channelName: channels.name })
    .from(orders)
    .leftJoin(channels, eq(channels.id, orders.channelId))
    .where(and(filterOf(partnerId, filter, now), afterId === undefined ? undefined : lt(orders.id, afterId)))
    .orderBy(desc(orders.id))
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
  const names = await accountNamesOf(
    db,
    partnerId,
    rows.flatMap((row) => (row.createdBy === null ? [] : [row.createdBy])),
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
    operator: row.createdBy === null ? null : (names.get(row.createdBy) ?? null),
    shippedTime: row.shippedTime.toISOString(),
  }));
};

const documentsOf = async (db: DbOrTx, partnerId: number, orderId: number): Promise<OrderDocument[]> => {
  const rows = await db
    .select()
    .from(orderDocuments)
    .where(and(eq(orderDocuments.partnerId, partnerId), eq(orderDocuments.orderId, orderId)))
    .orderBy(desc(orderDocuments.id));
  const fileIds = [...new Set(rows.flatMap((row) => row.fileIds))];
  const fileRows =
    fileIds.length === 0
      ? []
      : await db
          .select({ id: files.id, name: files.name, kind: files.kind })
          .from(files)
          .where(and(eq(files.partnerId, partnerId), inArray(files.id, fileIds)));
  const fileOf = new Map(fileRows.map((file) => [file.id, file]));
  const names = await accountNamesOf(
    db,
    partnerId,
    rows.flatMap((row) => (row.uploadedBy === null ? [] : [row.uploadedBy])),
  );
  return rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    kind: row.kind as DocumentKind,
    state: row.state as DocumentState,
    files: row.fileIds.flatMap((id) => {
      const file = fileOf.get(id);
      return file ? [{ id, name: file.name, kind: file.kind, url: signedFileUrl(partnerId, id) }] : [];
    }),
    invoice: row.invoice,
    reason: row.reason,
    uploader: row.uploadedBy === null ? null : (names.get(row.uploadedBy) ?? null),
    uploadedTime: row.uploadedTime.toISOString(),
    reviewedTime: row.reviewedTime?.toISOString() ?? null,
  }));
};

const eventsOf = async (db: DbOrTx, partnerId: number, orderId: number): Promise<OrderEvent[]> => {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.partnerId, partnerId), eq(orderEvents.orderId, orderId)))
    .orderBy(asc(orderEvents.id));
  const names = await accountNamesOf(
    db,
    partnerId,
    rows.flatMap((row) => (row.accountId === null ? [] : [row.accountId])),
  );
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    stateFrom: row.stateFrom as OrderState | null,
    stateTo: row.stateTo as OrderState | null,
    detail: row.detail,
    operator: row.accountId === null ? null : (names.get(row.accountId) ?? null),
    createdTime: row.createdTime.toISOString(),
  }));
};

/** One order with its items, shipments, documents, timeline and what still blocks it. */
export const orderDetail = async (
  db: DbOrTx,
  partnerId: number,
  id: number,
  now = new Date(),
): Promise<OrderDetail> => {
  const [row] = await db
    .select({ order: orders, channelName: channels.name })
    .from(orders)
    .leftJoin(channels, eq(channels.id, orders.channelId))
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
    syncMessage: order.syncMessage,
    confirmedTime: order.confirmedTime?.toISOString() ?? null,
    completedTime: order.completedTime?.toISOString() ?? null,
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
  const traces = await provider.trace(shipment, now);
  return {
    shipmentId,
    expressName: expressCompanyOf(shipment.expressCode)?.name ?? shipment.expressCode,
    trackingNo: shipment.trackingNo,
    delivered: traces.length > 0 && traces[traces.length - 1].text.includes('签收'),
    traces: traces.map((trace) => ({ time: trace.time.toISOString(), text: trace.text })).reverse(),
  };
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

/** Completed orders not yet settled: the order selection dialog of the settlement screens. */
export const listWaitSettlementOrders = async (
  db: DbOrTx,
  partnerId: number,
  query: WaitSettlementOrderQuery,
): Promise<{ rows: WaitSettlementOrderRow[]; total: number }> => {
  const offset = (query.current - 1) * query.size;
  const where = and(
    eq(orders.partnerId, partnerId),
    eq(orders.state, OrderState.completed),
    eq(orders.settled, false),
    query.orderNo ? ilike(orders.orderNo, prefixPattern(query.orderNo)) : undefined,
  );
  const order = query.sortType === 'asc' ? asc : desc;
  const rows = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      orderTime: orders.orderTime,
      orderAmount: orders.totalAmount,
      companyName: orders.customerName,
      total: totalOver(),
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
