import {
  CONTRACT_REQUIRED_FROM,
  DocumentState,
  type ManualOrderInput,
  OrderSource,
  OrderState,
} from '@portal/shared/contracts/orders';
import { add, compareMoney, multiply } from '@portal/shared/money';
import type { DbOrTx } from '../../db/client';
import { uniqueViolationOf } from '../../db/unique-violation';
import { fail, notFound } from '../../platform/errors';
import { channelConfirmHours, channelOf } from '../catalog/channels/channel.service';
import { goodsCategoriesOf, skuLinesOf } from '../catalog/goods/goods.service';
import { nationalRegions } from '../communal/region-data';
import type { OrderRecord } from './order-changes';
import { sellersOfCustomers } from './order-attribution';
import { countNewOrders } from './order-counts';
import { orderEvents, orderItems, orders } from './orders.table';

/** A line of a new order: the goods and SKU as sold (names kept), quantity and unit price. */
export type NewOrderItem = {
  goodsId: number | null;
  skuId: number | null;
  goodsName: string;
  spec: string;
  unit: string;
  quantity: string;
  unitPrice: string;
};

/** A new order of one partner, as a channel (or the partner) sends it. */
export type NewOrder = {
  partnerId: number;
  source: OrderSource;
  channelId: number | null;
  orderNo: string;
  customerName: string;
  receiverName: string;
  receiverPhone: string;
  regionCodes: string[];
  regionName: string;
  address: string;
  freight: string;
  orderTime: Date;
  state: OrderState;
  confirmDeadline: Date | null;
  contractRequired: boolean;
  remark: string | null;
  createdBy: number | null;
  items: NewOrderItem[];
};

const HOUR = 60 * 60 * 1000;

/** Items grouped by a key, in their order (Map.groupBy, which Node 20 lacks). */
const groupBy = <T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> => {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
};

/** Amount of a line, exact: quantity x unit price rounded to the cent. */
const amountOf = (item: NewOrderItem) => multiply(item.quantity, item.unitPrice);

/** The order row of a new order: amounts summed exactly; documents due from confirmation on. */
const orderRowOf = (order: NewOrder) => {
  const itemsAmount = add('0', ...order.items.map(amountOf));
  const totalAmount = add(itemsAmount, order.freight);
  const confirmed = order.state === OrderState.awaitingShipment;
  const contractRequired = order.contractRequired || compareMoney(totalAmount, CONTRACT_REQUIRED_FROM) >= 0;
  return {
    partnerId: order.partnerId,
    orderNo: order.orderNo,
    source: order.source,
    channelId: order.channelId,
    customerName: order.customerName,
    receiverName: order.receiverName,
    receiverPhone: order.receiverPhone,
    regionCodes: order.regionCodes,
    regionName: order.regionName,
    address: order.address,
    itemsAmount,
    freight: add('0', order.freight),
    totalAmount,
    itemCount: order.items.length,
    state: order.state,
    contractRequired,
    invoiceRequired: true,
    signState: DocumentState.none,
    contractState: confirmed && contractRequired ? DocumentState.awaitingUpload : DocumentState.none,
    invoiceState: confirmed ? DocumentState.awaitingUpload : DocumentState.none,
    remark: order.remark,
    orderTime: order.orderTime,
    confirmDeadline: order.confirmDeadline,
    confirmedTime: confirmed ? order.orderTime : null,
    createdBy: order.createdBy,
  };
};

/**
 * Stores new orders with their items, counts and a 'created' event each, in the caller's
 * transaction. Many at once (the simulator and the seed insert in batches).
 */
export const insertOrders = async (tx: DbOrTx, batch: readonly NewOrder[]): Promise<OrderRecord[]> => {
  if (batch.length === 0) return [];
  const attributed = await attributionOf(tx, batch);
  const created = await tx
    .insert(orders)
    .values(batch.map((order, i) => ({ ...orderRowOf(order), sellerId: attributed[i].sellerId })))
    .returning();
  const itemRows = created.flatMap((row, i) =>
    batch[i].items.map((item, sort) => ({
      partnerId: row.partnerId,
      orderId: row.id,
      ...item,
      categoryId: item.goodsId === null ? null : (attributed[i].categories.get(item.goodsId) ?? null),
      amount: amountOf(item),
      sort,
    })),
  );
  await tx.insert(orderItems).values(itemRows);
  await tx.insert(orderEvents).values(
    created.map((row) => ({
      partnerId: row.partnerId,
      orderId: row.id,
      action: 'created',
      stateTo: row.state,
      accountId: row.createdBy,
    })),
  );
  const linesByOrder = groupBy(itemRows, (line) => line.orderId);
  await countNewOrders(tx, created, (order) => linesByOrder.get(order.id) ?? []);
  return created;
};

/**
 * Per new order (in the batch's order): the seller its customer is assigned to now, and its goods'
 * categories (kept on the lines as sold). One look-up of each per partner in the batch.
 */
const attributionOf = async (tx: DbOrTx, batch: readonly NewOrder[]) => {
  const byPartner = groupBy(batch, (order) => order.partnerId);
  const found = new Map<number, { sellers: Map<string, number | null>; categories: Map<number, number> }>();
  for (const [partnerId, placed] of byPartner) {
    const goodsIds = placed.flatMap((order) =>
      order.items.flatMap((item) => (item.goodsId === null ? [] : [item.goodsId])),
    );
    found.set(partnerId, {
      sellers: await sellersOfCustomers(
        tx,
        partnerId,
        placed.map((order) => order.customerName),
      ),
      categories: await goodsCategoriesOf(tx, partnerId, goodsIds),
    });
  }
  return batch.map((order) => {
    const { sellers, categories } = found.get(order.partnerId) ?? {
      sellers: new Map(),
      categories: new Map(),
    };
    return { sellerId: sellers.get(order.customerName) ?? null, categories };
  });
};

/** The confirmation limit of an order placed in the channel at `orderTime`. */
export const confirmDeadlineOf = async (db: DbOrTx, channelId: number, orderTime: Date): Promise<Date> => {
  const confirmHours = await channelConfirmHours(db, channelId);
  if (confirmHours === undefined) throw notFound('channel.notFound');
  return new Date(orderTime.getTime() + confirmHours * HOUR);
};

/**
 * An order a channel's buyer places by awarding the partner's quotation of an inquiry: its number in
 * the channel (the inquiry's number: the two name each other) and the quoted lines (lines the partner
 * could not supply left out by the caller).
 */
export type QuotedOrder = Omit<
  NewOrder,
  'source' | 'state' | 'confirmDeadline' | 'contractRequired' | 'createdBy'
> & {
  channelId: number;
};

/**
 * The order of a won quotation (the inquiry module calls it; it never writes orders' tables): a
 * channel order at the quoted prices, awaiting the partner's confirmation within the channel's
 * hours, in the caller's transaction. Answers its id and number.
 */
export const insertQuotedOrder = async (
  tx: DbOrTx,
  quoted: QuotedOrder,
): Promise<{ id: number; orderNo: string; totalAmount: string }> => {
  if (quoted.items.length === 0) throw fail('order.itemsRequired');
  const order: NewOrder = {
    ...quoted,
    source: OrderSource.channel,
    state: OrderState.awaitingConfirmation,
    confirmDeadline: await confirmDeadlineOf(tx, quoted.channelId, quoted.orderTime),
    contractRequired: false,
    createdBy: null,
  };
  try {
    const [created] = await insertOrders(tx, [order]);
    return { id: created.id, orderNo: created.orderNo, totalAmount: created.totalAmount };
  } catch (error) {
    if (uniqueViolationOf(error)) throw fail('order.orderNoExists', { orderNo: order.orderNo });
    throw error;
  }
};

/** The region's names from its codes: '江苏省 南京市 玄武区'. */
export const regionNameOf = (codes: readonly string[]): string => {
  const { byId } = nationalRegions();
  const names = codes.map((code) => byId.get(Number(code))?.name);
  if (names.some((name) => name === undefined)) throw fail('order.regionNotFound');
  return names.join(' ');
};

/** A generated order number: the source letter, the day and a random tail ('M20261123-4821937'). */
const generatedOrderNo = (source: OrderSource, at: Date) =>
  `${source === OrderSource.selfPurchase ? 'S' : 'M'}${at.toISOString().slice(0, 10).replaceAll('-', '')}-${String(
    Math.floor(Math.random() * 10_000_000),
  ).padStart(7, '0')}`;

/**
 * An order the partner enters itself (an offline sale) or a self purchase: its own SKUs at the
 * prices agreed, starting at awaiting shipment.
 */
export const createManualOrder = async (
  db: DbOrTx,
  actor: { partnerId: number; accountId: number },
  input: ManualOrderInput,
): Promise<OrderRecord> => {
  if (input.channelId) await channelOf(db, input.channelId);
  const skuIds = [...new Set(input.items.map((item) => item.skuId))];
  const skus = await skuLinesOf(db, actor.partnerId, skuIds);
  const bySku = new Map(skus.map((sku) => [sku.skuId, sku]));
  const items = input.items.map((item): NewOrderItem => {
    const sku = bySku.get(item.skuId);
    if (!sku) throw notFound('order.skuNotFound');
    return {
      goodsId: sku.goodsId,
      skuId: sku.skuId,
      goodsName: sku.goodsName,
      spec: sku.spec,
      unit: sku.unit,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
    };
  });
  const orderTime = new Date(input.orderTime);
  const order: NewOrder = {
    partnerId: actor.partnerId,
    source: input.source,
    channelId: input.channelId ?? null,
    orderNo: input.orderNo ?? generatedOrderNo(input.source, new Date()),
    customerName: input.customerName,
    receiverName: input.receiverName,
    receiverPhone: input.receiverPhone,
    regionCodes: input.regionCodes,
    regionName: regionNameOf(input.regionCodes),
    address: input.address,
    freight: input.freight,
    orderTime,
    state: OrderState.awaitingShipment,
    confirmDeadline: null,
    contractRequired: input.contractRequired,
    remark: input.remark,
    createdBy: actor.accountId,
    items,
  };
  try {
    return await db.transaction(async (tx) => (await insertOrders(tx, [order]))[0]);
  } catch (error) {
    if (uniqueViolationOf(error)) throw fail('order.orderNoExists', { orderNo: order.orderNo });
    throw error;
  }
};
