import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdUpdatedTime, tenantKeyColumns, tenantPrimaryKey } from '../../../db/columns';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
const instant = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A cooperation partner (合作伙伴): an upstream firm outside the portal that the partner asks for
 * prices. Its name is unique among the partner's. States of `CooperatorState`.
 */
export const sourcingCooperators = pgTable(
  'sourcing_cooperators',
  {
    ...tenantKeyColumns(),
    name: varchar('name', { length: 100 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }),
    contactName: varchar('contact_name', { length: 30 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    email: varchar('email', { length: 100 }),
    region: varchar('region', { length: 100 }),
    supplyScope: varchar('supply_scope', { length: 300 }),
    remark: varchar('remark', { length: 500 }),
    state: smallint('state').notNull(),
    /** Requests it was asked in (on send) and those it answered (its first answer to each). */
    askedCount: integer('asked_count').notNull().default(0),
    answeredCount: integer('answered_count').notNull().default(0),
    createdBy: bigint('created_by', { mode: 'number' }),
    ...createdUpdatedTime(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('sourcing_cooperators_name_idx').on(t.partnerId, t.name),
    index('sourcing_cooperators_state_idx').on(t.partnerId, t.state, t.createdTime, t.id),
    index('sourcing_cooperators_time_idx').on(t.partnerId, t.createdTime, t.id),
  ],
);

/**
 * A batch inquiry (批量询价): goods lines asked of several cooperation partners until a deadline.
 * `answered_firm_count` counts the firms with at least one answer. States of `SourcingState`.
 */
export const sourcingRequests = pgTable(
  'sourcing_requests',
  {
    ...tenantKeyColumns(),
    requestNo: varchar('request_no', { length: 30 }).notNull(),
    title: varchar('title', { length: 100 }).notNull(),
    deadline: instant('deadline').notNull(),
    state: smallint('state').notNull(),
    remark: varchar('remark', { length: 500 }),
    lineCount: integer('line_count').notNull(),
    firmCount: integer('firm_count').notNull(),
    answeredFirmCount: integer('answered_firm_count').notNull().default(0),
    /** 'deadline' (the job) or 'manual' once closed. */
    closeReason: varchar('close_reason', { length: 10 }),
    sentTime: instant('sent_time'),
    closedTime: instant('closed_time'),
    createdBy: bigint('created_by', { mode: 'number' }),
    ...createdUpdatedTime(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('sourcing_requests_no_idx').on(t.partnerId, t.requestNo),
    index('sourcing_requests_state_idx').on(t.partnerId, t.state, t.createdTime, t.id),
    index('sourcing_requests_time_idx').on(t.partnerId, t.createdTime, t.id),
  ],
);

/**
 * A goods line of a request: one of the partner's SKUs (name, spec and unit copied from the catalog)
 * or a free-text item. `item_key` names the item across requests: `sku:<id>`, or `text:` and the
 * name and spec in lower case, so the procure prices gather the answers of the same item.
 */
export const sourcingLines = pgTable(
  'sourcing_lines',
  {
    ...tenantKeyColumns(),
    requestId: bigint('request_id', { mode: 'number' }).notNull(),
    lineNo: smallint('line_no').notNull(),
    goodsId: bigint('goods_id', { mode: 'number' }),
    skuId: bigint('sku_id', { mode: 'number' }),
    itemKey: varchar('item_key', { length: 220 }).notNull(),
    itemName: varchar('item_name', { length: 100 }).notNull(),
    spec: varchar('spec', { length: 100 }),
    unit: varchar('unit', { length: 20 }),
    quantity: numeric('quantity', { precision: 18, scale: 3 }).notNull(),
    remark: varchar('remark', { length: 200 }),
  },
  (t) => [tenantPrimaryKey(t), index('sourcing_lines_request_idx').on(t.partnerId, t.requestId, t.lineNo)],
);

/** A cooperation partner asked by a request, with its name as it was asked and its answering. */
export const sourcingFirms = pgTable(
  'sourcing_firms',
  {
    ...tenantKeyColumns(),
    requestId: bigint('request_id', { mode: 'number' }).notNull(),
    cooperatorId: bigint('cooperator_id', { mode: 'number' }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    answeredLines: integer('answered_lines').notNull().default(0),
    answeredTime: instant('answered_time'),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('sourcing_firms_request_idx').on(t.partnerId, t.requestId, t.cooperatorId),
    index('sourcing_firms_cooperator_idx').on(t.partnerId, t.cooperatorId),
  ],
);

/**
 * A firm's price for a line (one per firm and line; a new answer replaces it). `taxed_price` is the
 * unit price with tax, what answers are compared by; `item_key` is the line's, for the history.
 */
export const sourcingAnswers = pgTable(
  'sourcing_answers',
  {
    ...tenantKeyColumns(),
    requestId: bigint('request_id', { mode: 'number' }).notNull(),
    lineId: bigint('line_id', { mode: 'number' }).notNull(),
    cooperatorId: bigint('cooperator_id', { mode: 'number' }).notNull(),
    itemKey: varchar('item_key', { length: 220 }).notNull(),
    unitPrice: money('unit_price').notNull(),
    taxIncluded: boolean('tax_included').notNull(),
    taxRate: numeric('tax_rate', { precision: 5, scale: 2 }),
    taxedPrice: money('taxed_price').notNull(),
    deliveryDays: integer('delivery_days'),
    remark: varchar('remark', { length: 200 }),
    /** 1 entered by the partner's staff, 2 by the operator (the firm's side). */
    source: smallint('source').notNull(),
    enteredBy: bigint('entered_by', { mode: 'number' }),
    answeredTime: instant('answered_time').notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('sourcing_answers_line_idx').on(t.partnerId, t.lineId, t.cooperatorId),
    index('sourcing_answers_request_idx').on(t.partnerId, t.requestId),
    index('sourcing_answers_item_time_idx').on(t.partnerId, t.itemKey, t.answeredTime, t.id),
    index('sourcing_answers_item_price_idx').on(t.partnerId, t.itemKey, t.taxedPrice, t.answeredTime),
  ],
);

/**
 * The procure commodity price (采购商品价格) of one item: its best (lowest taxed) and latest answer,
 * kept in the transaction of every answer so the list reads one row per item.
 */
export const sourcingPrices = pgTable(
  'sourcing_prices',
  {
    ...tenantKeyColumns(),
    itemKey: varchar('item_key', { length: 220 }).notNull(),
    goodsId: bigint('goods_id', { mode: 'number' }),
    skuId: bigint('sku_id', { mode: 'number' }),
    itemName: varchar('item_name', { length: 100 }).notNull(),
    spec: varchar('spec', { length: 100 }),
    unit: varchar('unit', { length: 20 }),
    bestPrice: money('best_price').notNull(),
    bestAnswerId: bigint('best_answer_id', { mode: 'number' }).notNull(),
    bestFirmName: varchar('best_firm_name', { length: 100 }).notNull(),
    bestRequestNo: varchar('best_request_no', { length: 30 }).notNull(),
    bestTime: instant('best_time').notNull(),
    latestPrice: money('latest_price').notNull(),
    latestAnswerId: bigint('latest_answer_id', { mode: 'number' }).notNull(),
    latestFirmName: varchar('latest_firm_name', { length: 100 }).notNull(),
    latestRequestNo: varchar('latest_request_no', { length: 30 }).notNull(),
    latestTime: instant('latest_time').notNull(),
    answerCount: integer('answer_count').notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('sourcing_prices_item_idx').on(t.partnerId, t.itemKey),
    index('sourcing_prices_latest_idx').on(t.partnerId, t.latestTime, t.id),
    index('sourcing_prices_best_idx').on(t.partnerId, t.bestPrice, t.id),
    index('sourcing_prices_goods_idx').on(t.partnerId, t.goodsId).where(sql`goods_id is not null`),
  ],
);
