import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdUpdatedTime, partnerIdColumn, tenantKeyColumns, tenantPrimaryKey } from '../../db/columns';

const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/**
 * A settlement statement (结算单): the partner's completed orders of one channel and period, made by
 * the operator or the monthly job. Its totals are the sums of its lines, written in the same
 * transaction. States of `StatementState`.
 */
export const settlementStatements = pgTable(
  'settlement_statements',
  {
    ...tenantKeyColumns(),
    statementNo: varchar('statement_no', { length: 30 }).notNull(),
    channelId: integer('channel_id').notNull(),
    periodFrom: date('period_from', { mode: 'string' }).notNull(),
    periodTo: date('period_to', { mode: 'string' }).notNull(),
    orderCount: integer('order_count').notNull(),
    orderAmount: money('order_amount').notNull(),
    feeAmount: money('fee_amount').notNull(),
    settleAmount: money('settle_amount').notNull(),
    state: smallint('state').notNull(),
    revision: integer('revision').notNull().default(1),
    disputeReason: varchar('dispute_reason', { length: 500 }),
    confirmedBy: bigint('confirmed_by', { mode: 'number' }),
    confirmedTime: timestamp('confirmed_time', { withTimezone: true }),
    paidTime: timestamp('paid_time', { withTimezone: true }),
    payoutSerial: varchar('payout_serial', { length: 64 }),
    proofFileId: bigint('proof_file_id', { mode: 'number' }),
    ...createdUpdatedTime(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('settlement_statements_no_idx').on(t.partnerId, t.statementNo),
    index('settlement_statements_state_idx').on(t.partnerId, t.state, t.createdTime, t.id),
    index('settlement_statements_time_idx').on(t.partnerId, t.createdTime, t.id),
    index('settlement_statements_paid_idx').on(t.partnerId, t.paidTime, t.id).where(sql`state = 4`),
  ],
);

/** An order on a statement, with the amounts as they were when it was put there. */
export const settlementLines = pgTable(
  'settlement_lines',
  {
    ...tenantKeyColumns(),
    statementId: bigint('statement_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderNo: varchar('order_no', { length: 40 }).notNull(),
    customerName: varchar('customer_name', { length: 100 }).notNull(),
    completedTime: timestamp('completed_time', { withTimezone: true }).notNull(),
    orderAmount: money('order_amount').notNull(),
    feeRate: numeric('fee_rate', { precision: 5, scale: 4 }).notNull(),
    feeAmount: money('fee_amount').notNull(),
    settleAmount: money('settle_amount').notNull(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('settlement_lines_statement_idx').on(t.partnerId, t.statementId, t.completedTime, t.id),
    index('settlement_lines_order_idx').on(t.partnerId, t.orderId),
  ],
);

/** A statement's history: made, revised, confirmed, disputed, withdrawn, paid. */
export const settlementEvents = pgTable(
  'settlement_events',
  {
    ...tenantKeyColumns(),
    statementId: bigint('statement_id', { mode: 'number' }).notNull(),
    action: varchar('action', { length: 20 }).notNull(),
    revision: integer('revision').notNull(),
    /** The partner's account; null for the operator or the monthly job. */
    accountId: bigint('account_id', { mode: 'number' }),
    remark: varchar('remark', { length: 500 }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [tenantPrimaryKey(t), index('settlement_events_statement_idx').on(t.partnerId, t.statementId)],
);

/**
 * A payment received from a customer (回款). It stays a record of its own after it is allocated:
 * `allocated_amount` is the sum of its allocations, the rest is amount - allocated_amount.
 */
export const settlementPayments = pgTable(
  'settlement_payments',
  {
    ...tenantKeyColumns(),
    payer: varchar('payer', { length: 100 }).notNull(),
    amount: money('amount').notNull(),
    allocatedAmount: money('allocated_amount').notNull().default('0'),
    paidDate: date('paid_date', { mode: 'string' }).notNull(),
    /** The bank's serial: a payment is recorded once (the import skips a serial already here). */
    bankSerial: varchar('bank_serial', { length: 64 }),
    remark: varchar('remark', { length: 300 }),
    proofFileId: bigint('proof_file_id', { mode: 'number' }),
    /** 1 entered by hand, 2 imported from a bank statement. */
    source: smallint('source').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }),
    ...createdUpdatedTime(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('settlement_payments_serial_idx')
      .on(t.partnerId, t.bankSerial)
      .where(sql`bank_serial is not null`),
    index('settlement_payments_date_idx').on(t.partnerId, t.paidDate, t.id),
    index('settlement_payments_amount_idx').on(t.partnerId, t.amount),
  ],
);

/**
 * Kept counts of the partner's payments per state (PaymentState: 0 unmatched, 1 partly matched,
 * 2 matched), changed in the transaction of every change of a payment: the list's tabs and totals
 * read them instead of counting.
 */
export const settlementPaymentCounts = pgTable(
  'settlement_payment_counts',
  {
    partnerId: partnerIdColumn(),
    state: smallint('state').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.partnerId, t.state] })],
);

/**
 * A part of a payment allocated to an order (and a small difference closed on the order with it).
 * Written under row locks on the payment and the orders, in one transaction.
 */
export const settlementAllocations = pgTable(
  'settlement_allocations',
  {
    ...tenantKeyColumns(),
    paymentId: bigint('payment_id', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    amount: money('amount').notNull(),
    differenceAmount: money('difference_amount').notNull().default('0'),
    /** DifferenceReason, when a difference was closed. */
    differenceReason: varchar('difference_reason', { length: 20 }),
    createdBy: bigint('created_by', { mode: 'number' }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('settlement_allocations_payment_idx').on(t.partnerId, t.paymentId),
    index('settlement_allocations_order_idx').on(t.partnerId, t.orderId),
  ],
);
