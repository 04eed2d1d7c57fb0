import {
  bigint,
  index,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdUpdatedTime, partnerIdColumn, tenantKeyColumns, tenantPrimaryKey } from '../../../db/columns';

/**
 * A supplier (供应商): an upstream firm the partner buys from. Its name and its unified social
 * credit code are unique among the partner's suppliers. States of `SupplierState` (1 active,
 * 2 disabled: kept for history, no new purchase orders).
 */
export const scmSuppliers = pgTable(
  'scm_suppliers',
  {
    ...tenantKeyColumns(),
    name: varchar('name', { length: 100 }).notNull(),
    creditCode: varchar('credit_code', { length: 18 }),
    contactName: varchar('contact_name', { length: 30 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 20 }).notNull(),
    email: varchar('email', { length: 100 }),
    bankName: varchar('bank_name', { length: 100 }),
    bankAccount: varchar('bank_account', { length: 30 }),
    /** Province, city, district codes and their joined names. */
    regionCodes: jsonb('region_codes').$type<string[]>(),
    regionName: varchar('region_name', { length: 100 }),
    address: varchar('address', { length: 200 }),
    /** Who introduced it (a referrer of the partner), if anyone. */
    referrerId: bigint('referrer_id', { mode: 'number' }),
    state: smallint('state').notNull(),
    remark: varchar('remark', { length: 500 }),
    createdBy: bigint('created_by', { mode: 'number' }),
    ...createdUpdatedTime(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('scm_suppliers_name_idx').on(t.partnerId, t.name),
    uniqueIndex('scm_suppliers_credit_idx').on(t.partnerId, t.creditCode),
    index('scm_suppliers_time_idx').on(t.partnerId, t.createdTime, t.id),
    index('scm_suppliers_state_idx').on(t.partnerId, t.state, t.createdTime, t.id),
    index('scm_suppliers_referrer_idx').on(t.partnerId, t.referrerId),
  ],
);

/** A referrer (推荐人): who introduced suppliers, with the commission rate in percent (0-100, 2 places). */
export const scmReferrers = pgTable(
  'scm_referrers',
  {
    ...tenantKeyColumns(),
    name: varchar('name', { length: 30 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2 }).notNull(),
    remark: varchar('remark', { length: 500 }),
    createdBy: bigint('created_by', { mode: 'number' }),
    ...createdUpdatedTime(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('scm_referrers_name_idx').on(t.partnerId, t.name),
    index('scm_referrers_time_idx').on(t.partnerId, t.createdTime, t.id),
  ],
);

/** A label (标签): a tag the partner puts on its suppliers and SCM goods; unique by name. */
export const scmLabels = pgTable(
  'scm_labels',
  {
    ...tenantKeyColumns(),
    labelName: varchar('label_name', { length: 20 }).notNull(),
    /** One of the antd preset colours the tag is drawn in. */
    color: varchar('color', { length: 10 }).notNull(),
    sort: smallint('sort').notNull().default(0),
    ...createdUpdatedTime(),
  },
  (t) => [tenantPrimaryKey(t), uniqueIndex('scm_labels_name_idx').on(t.partnerId, t.labelName)],
);

/** The labels on a supplier. */
export const scmSupplierLabels = pgTable(
  'scm_supplier_labels',
  {
    partnerId: partnerIdColumn(),
    supplierId: bigint('supplier_id', { mode: 'number' }).notNull(),
    labelId: bigint('label_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.partnerId, t.supplierId, t.labelId] }),
    index('scm_supplier_labels_label_idx').on(t.partnerId, t.labelId),
  ],
);
