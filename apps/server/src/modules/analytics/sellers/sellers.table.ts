import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdUpdatedTime, tenantKeyColumns, tenantPrimaryKey } from '../../../db/columns';

/**
 * A seller (销售人员): one of the partner's sales staff, who may sign in as a sub-account
 * (`accountId`). States of `SellerState`. Orders are credited to the seller their customer had when
 * they were placed (orders.seller_id).
 */
export const sellers = pgTable(
  'sellers',
  {
    ...tenantKeyColumns(),
    name: varchar('name', { length: 30 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    email: varchar('email', { length: 100 }),
    /** The sub-account (or main account) this seller signs in as; unique among the partner's sellers. */
    accountId: bigint('account_id', { mode: 'number' }),
    state: smallint('state').notNull(),
    remark: varchar('remark', { length: 500 }),
    createdBy: bigint('created_by', { mode: 'number' }),
    ...createdUpdatedTime(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('sellers_name_idx').on(t.partnerId, t.name),
    uniqueIndex('sellers_account_idx').on(t.partnerId, t.accountId).where(sql`account_id is not null`),
    index('sellers_state_idx').on(t.partnerId, t.state, t.id),
  ],
);

/**
 * A customer (客户) of the partner: a buyer named by its orders (recorded when its first order
 * arrives) or added by hand, and the seller it is assigned to now (null: none). Its name is how
 * orders name it, unique per partner.
 */
export const customers = pgTable(
  'customers',
  {
    ...tenantKeyColumns(),
    name: varchar('name', { length: 100 }).notNull(),
    sellerId: bigint('seller_id', { mode: 'number' }),
    /** `CustomerSource`: 1 from orders, 2 by hand. */
    source: smallint('source').notNull(),
    contactName: varchar('contact_name', { length: 30 }),
    contactPhone: varchar('contact_phone', { length: 20 }),
    regionCodes: jsonb('region_codes').$type<string[]>(),
    regionName: varchar('region_name', { length: 100 }),
    address: varchar('address', { length: 200 }),
    remark: varchar('remark', { length: 500 }),
    assignedTime: timestamp('assigned_time', { withTimezone: true }),
    createdBy: bigint('created_by', { mode: 'number' }),
    ...createdUpdatedTime(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('customers_name_idx').on(t.partnerId, t.name),
    index('customers_seller_idx').on(t.partnerId, t.sellerId, t.id),
    index('customers_time_idx').on(t.partnerId, t.createdTime, t.id),
  ],
);

/** Every (re-)assignment of a customer: from whom to whom, who did it and when (the customer's history). */
export const customerAssignments = pgTable(
  'customer_assignments',
  {
    ...tenantKeyColumns(),
    customerId: bigint('customer_id', { mode: 'number' }).notNull(),
    fromSellerId: bigint('from_seller_id', { mode: 'number' }),
    toSellerId: bigint('to_seller_id', { mode: 'number' }),
    accountId: bigint('account_id', { mode: 'number' }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('customer_assignments_customer_idx').on(t.partnerId, t.customerId, t.id),
  ],
);
